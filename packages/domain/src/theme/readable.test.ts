import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { darkeningOrder, lighteningOrder, readableShade } from './readable.ts';
import { contrastRatio, generateShades, toHex } from './shades.ts';

const hexArb = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map(([r, g, b]) => toHex([r, g, b]));

const lightSurfaces = ['#ffffff', '#f1f5f9'];
const darkSurfaces = ['#0f172a', '#1e293b'];

describe('readableShade', () => {
  it('darkens the default teal to 700 on light surfaces and keeps 400 on dark ones', () => {
    const shades = generateShades('#009ca6');
    expect(readableShade(shades, lightSurfaces, darkeningOrder)).toBe(700);
    expect(readableShade(shades, darkSurfaces, lighteningOrder)).toBe(400);
  });

  it('keeps a dark brand colour at 500 on light surfaces and lightens it on dark ones', () => {
    const shades = generateShades('#1e3a8a');
    expect(readableShade(shades, lightSurfaces, darkeningOrder)).toBe(500);
    expect(readableShade(shades, darkSurfaces, lighteningOrder)).toBe(300);
  });

  it('returns null when no shade is readable on the backgrounds', () => {
    expect(readableShade(generateShades('#777777'), ['#777777'], [500, 600])).toBeNull();
    expect(readableShade(generateShades('#f0fff0'), lightSurfaces, darkeningOrder)).toBeNull();
  });

  it('returns only a shade that meets AA on every background', () => {
    fc.assert(
      fc.property(hexArb, (colour) => {
        const shades = generateShades(colour);
        for (const [surfaces, order] of [
          [lightSurfaces, darkeningOrder],
          [darkSurfaces, lighteningOrder],
        ] as const) {
          const step = readableShade(shades, surfaces, order);
          if (step !== null) expect(surfaces.every((s) => contrastRatio(shades[step], s) >= 4.5)).toBe(true);
        }
      }),
    );
  });
});
