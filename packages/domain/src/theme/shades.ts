// The firm's primary colour is spread into shades at steps 50..900; the given colour is 500.
export const shadeSteps = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export type ShadeStep = (typeof shadeSteps)[number];
export type Shades = Record<ShadeStep, string>;

export const defaultPrimaryColour = '#009ca6';

type Rgb = readonly [number, number, number];

const HEX = /^#?([0-9a-f]{6})$/i;

export function isHexColour(value: string): boolean {
  return HEX.test(value);
}

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a six-digit hex colour: ${hex}`);
  const n = Number.parseInt(match[1], 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(colour: Rgb, target: Rgb, amount: number): Rgb {
  return [0, 1, 2].map((i) => colour[i as 0] + (target[i as 0] - colour[i as 0]) * amount) as unknown as Rgb;
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

// How far each step moves toward white (lighter steps) or black (darker steps).
const tint: Partial<Record<ShadeStep, number>> = { 50: 0.95, 100: 0.9, 200: 0.75, 300: 0.6, 400: 0.3 };
const shade: Partial<Record<ShadeStep, number>> = { 600: 0.1, 700: 0.25, 800: 0.4, 900: 0.51 };

export function generateShades(primary: string): Shades {
  const base = parseHex(primary);
  const result = {} as Shades;
  for (const step of shadeSteps) {
    const towardWhite = tint[step];
    const towardBlack = shade[step];
    if (towardWhite !== undefined) result[step] = toHex(mix(base, WHITE, towardWhite));
    else if (towardBlack !== undefined) result[step] = toHex(mix(base, BLACK, towardBlack));
    else result[step] = toHex(base);
  }
  return result;
}

// WCAG 2.x relative luminance and contrast ratio.
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export const WCAG_AA_TEXT = 4.5;

// The lightest shade from 500 down to 900 on which white text meets WCAG AA, for filled buttons and links;
// 900 when none does (a very light brand colour).
export function actionShade(shades: Shades, onColour = '#ffffff'): ShadeStep {
  for (const step of [500, 600, 700, 800] as const) {
    if (contrastRatio(shades[step], onColour) >= WCAG_AA_TEXT) return step;
  }
  return 900;
}
