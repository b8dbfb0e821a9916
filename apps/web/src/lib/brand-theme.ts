import { darkeningOrder, lighteningOrder, readableShade } from '@atrium/domain/theme/readable';
import {
  actionShade,
  contrastRatio,
  generateShades,
  isHexColour,
  type ShadeStep,
  shadeSteps,
  WCAG_AA_TEXT,
} from '@atrium/domain/theme/shades';

// The surfaces primary-coloured text sits on (see styles.css): white cards, the slate-100 page and the
// firm's own 50 tint in light mode; the slate-900 cards and slate-800 raised surfaces in dark mode.
const lightSurfaces = ['#ffffff', '#f1f5f9'];
const darkSurfaces = ['#0f172a', '#1e293b'];
const white = '#ffffff';
const ink = '#0f172a';

export type BrandTheme = Record<`--color-primary-${string}`, string>;

// The firm colour spread into shades 50..900, plus the derived colours the UI uses so
// text stays WCAG AA whatever the firm picked: "action" fills buttons (with its own foreground),
// "ink" is primary-coloured text and focus rings, one value per colour mode.
export function brandTheme(primary: string): { light: BrandTheme; dark: BrandTheme } {
  const shades = generateShades(isHexColour(primary) ? primary : '#009ca6');
  const step = actionShade(shades);
  const whiteReads = contrastRatio(shades[step], white) >= WCAG_AA_TEXT;
  // A very light brand colour gets dark text on its own 500 instead of an unreadable white.
  const action = whiteReads ? shades[step] : shades[500];
  const actionHover = whiteReads ? shades[Math.min(900, step + 100) as ShadeStep] : shades[400];
  const lightInk = readableShade(shades, [...lightSurfaces, shades[50]], darkeningOrder);
  const darkInk = readableShade(shades, darkSurfaces, lighteningOrder);

  const light: BrandTheme = {};
  for (const s of shadeSteps) light[`--color-primary-${s}`] = shades[s];
  light['--color-primary-action'] = action;
  light['--color-primary-action-hover'] = actionHover;
  light['--color-primary-on-action'] = whiteReads ? white : ink;
  light['--color-primary-ink'] = lightInk === null ? ink : shades[lightInk];
  return { light, dark: { '--color-primary-ink': darkInk === null ? '#f1f5f9' : shades[darkInk] } };
}

function declarations(theme: BrandTheme): string {
  return Object.entries(theme)
    .map(([name, value]) => `${name}:${value};`)
    .join('');
}

export function brandThemeCss(primary: string): string {
  const { light, dark } = brandTheme(primary);
  return `:root{${declarations(light)}}:root.dark{${declarations(dark)}}`;
}
