import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionShade,
  contrastRatio,
  defaultPrimaryColour,
  generateShades,
  parseHex,
  relativeLuminance,
  shadeSteps,
  toHex,
} from './shades.ts';

const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => toHex([r, g, b]));

describe('generateShades', () => {
  it('keeps the firm colour at 500 and spreads the default teal into ten steps', () => {
    const shades = generateShades(defaultPrimaryColour);
    expect(Object.keys(shades).map(Number)).toEqual([...shadeSteps]);
    expect(shades[500]).toBe('#009ca6');
    expect(shades[50]).toBe('#f2fafb');
    expect(shades[900]).toBe('#004c51');
  });

  it('accepts upper-case hex and a missing hash', () => {
    expect(generateShades('009CA6')[500]).toBe('#009ca6');
  });

  it('rejects what is not a six-digit hex colour', () => {
    expect(() => generateShades('teal')).toThrow(/hex colour/);
    expect(() => generateShades('#fff')).toThrow();
  });

  it('orders every colour from lightest (50) to darkest (900)', () => {
    fc.assert(
      fc.property(hexArb, (hex) => {
        const shades = generateShades(hex);
        const luminances = shadeSteps.map((s) => relativeLuminance(shades[s]));
        for (let i = 1; i < luminances.length; i++) {
          expect(luminances[i]).toBeLessThanOrEqual((luminances[i - 1] as number) + 1e-9);
        }
      }),
    );
  });

  it('round-trips hex through rgb', () => {
    fc.assert(
      fc.property(hexArb, (hex) => {
        expect(toHex(parseHex(hex))).toBe(hex);
      }),
    );
  });
});

describe('contrast', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
  });

  it('picks an action shade on which white text passes AA, for the default teal', () => {
    const shades = generateShades(defaultPrimaryColour);
    const step = actionShade(shades);
    expect(step).toBe(700);
    expect(contrastRatio(shades[step], '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('never picks a shade lighter than 500 and passes AA whenever any of 500..800 does', () => {
    fc.assert(
      fc.property(hexArb, (hex) => {
        const shades = generateShades(hex);
        const step = actionShade(shades);
        expect(step).toBeGreaterThanOrEqual(500);
        if (step !== 900) expect(contrastRatio(shades[step], '#ffffff')).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
