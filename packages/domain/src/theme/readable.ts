import { contrastRatio, type ShadeStep, type Shades, WCAG_AA_TEXT } from './shades.ts';

// The first shade, in the order given, that reads at WCAG AA (4.5:1) as text on every one of the
// backgrounds; null when none does (a near-white or near-black brand colour), so the caller falls back
// to a neutral. The web uses it to pick the firm colour's
// shade for links and accents on light surfaces (darkening from 500) and on dark surfaces (lightening
// from 400), so a firm's colour of any lightness stays readable in both colour modes.
export function readableShade(
  shades: Shades,
  backgrounds: readonly string[],
  order: readonly ShadeStep[],
): ShadeStep | null {
  for (const step of order) {
    if (backgrounds.every((background) => contrastRatio(shades[step], background) >= WCAG_AA_TEXT))
      return step;
  }
  return null;
}

export const darkeningOrder = [500, 600, 700, 800, 900] as const;
export const lighteningOrder = [400, 300, 200, 100, 50] as const;
