import { describe, expect, it } from 'vitest';
import {
  areaPath,
  bandPath,
  barPercent,
  donutSegments,
  linePath,
  linePoints,
  shareLabel,
  valueRange,
} from './chart-model.ts';

describe('chart arithmetic', () => {
  it('sizes bars against the largest, with a sliver for tiny amounts', () => {
    expect(barPercent(50, 200)).toBe(25);
    expect(barPercent(1, 10_000)).toBe(1);
    expect(barPercent(0, 100)).toBe(0);
    expect(barPercent(5, 0)).toBe(0);
  });

  it('rounds the value range outwards, never below zero', () => {
    expect(valueRange([120_000, 150_000])).toEqual({ min: 110_000, max: 160_000 });
    expect(valueRange([5])).toEqual({ min: 4, max: 6 });
    expect(valueRange([0, 10])).toEqual({ min: 0, max: 11 });
    expect(valueRange([])).toEqual({ min: 0, max: 1 });
    expect(valueRange([50_000, -20_000])).toEqual({ min: -30_000, max: 60_000 });
  });

  it('spaces line points evenly, top for the maximum and bottom for the minimum', () => {
    const points = linePoints([0, 50, 100], { min: 0, max: 100 }, 200, 100);
    expect(points).toEqual([
      [0, 100],
      [100, 50],
      [200, 0],
    ]);
    expect(linePath(points)).toBe('M0,100 L100,50 L200,0');
    expect(areaPath(points, 100)).toBe('M0,100 L100,50 L200,0 L200,100 L0,100 Z');
    expect(linePoints([7], { min: 0, max: 10 }, 200, 100)).toEqual([[100, 30]]);
    expect(areaPath([], 100)).toBe('');
  });

  it('splits a donut into shares of 100 that follow each other', () => {
    expect(donutSegments([1, 3, 0, -2])).toEqual([
      { length: 25, offset: 0 },
      { length: 75, offset: 25 },
      { length: 0, offset: 100 },
      { length: 0, offset: 100 },
    ]);
    expect(donutSegments([0])).toEqual([{ length: 0, offset: 0 }]);
  });

  it('labels shares in whole percent', () => {
    expect(shareLabel(1, 3)).toBe('33%');
    expect(shareLabel(1, 1000)).toBe('<1%');
    expect(shareLabel(0, 10)).toBe('0%');
  });

  it('draws a band along its upper line and back along its lower one', () => {
    expect(
      bandPath(
        [
          [0, 10],
          [50, 5],
        ],
        [
          [0, 20],
          [50, 30],
        ],
      ),
    ).toBe('M0,10 L50,5 L50,30 L0,20 Z');
    expect(bandPath([], [])).toBe('');
  });
});
