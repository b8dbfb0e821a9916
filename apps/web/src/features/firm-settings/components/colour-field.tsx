import {
  actionShade,
  contrastRatio,
  generateShades,
  isHexColour,
  shadeSteps,
  WCAG_AA_TEXT,
} from '@atrium/domain/theme/shades';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { cx } from '../../../ui/cx.ts';
import { describedBy, fieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';

type Props = { value: string; onChange: (value: string) => void; error?: string | undefined };

const white = '#ffffff';
const black = '#000000';
const ratio = (value: number) => `${value.toFixed(2)}:1`;

// Text on a swatch: whichever of black and white reads better (one of them always reaches 4.5:1).
const inkOn = (background: string) =>
  contrastRatio(background, white) >= contrastRatio(background, black) ? white : black;

// The primary colour: the browser's colour picker and a hex field kept in step, the shades 50…900 the portal
// derives from it, and a warning when white text on it falls below WCAG AA.
export function ColourField({ value, onChange, error }: Props) {
  const ids = fieldIds(useId());
  const pickerId = useId();
  const valid = isHexColour(value) ? (value.startsWith('#') ? value : `#${value}`).toLowerCase() : null;
  const shades = valid ? generateShades(valid) : null;
  const onWhite = valid ? contrastRatio(valid, white) : null;
  // The shade the portal fills buttons with (lib/brand-theme.ts): the lightest on which white text reads at AA.
  const step = shades ? actionShade(shades) : null;
  const fill =
    shades && step !== null ? { step, hex: shades[step], ratio: contrastRatio(shades[step], white) } : null;
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-gray-900 dark:text-gray-100">Primary colour</legend>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <label htmlFor={pickerId} className="block text-sm text-gray-700 dark:text-gray-300">
            Pick
          </label>
          <input
            id={pickerId}
            type="color"
            value={valid ?? '#009ca6'}
            onChange={(event) => onChange(event.target.value)}
            className="block h-11 w-16 cursor-pointer rounded-lg border border-gray-500 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink dark:bg-gray-950"
          />
        </div>
        <div className="w-40 space-y-1.5">
          <label htmlFor={ids.input} className="block text-sm text-gray-700 dark:text-gray-300">
            Hex code
          </label>
          <input
            id={ids.input}
            value={value}
            maxLength={7}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value.trim())}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, null, error)}
            className={cx(inputClasses, inputBorder, 'font-mono')}
          />
        </div>
      </div>
      {error ? (
        <p id={ids.error} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {shades ? (
        <ul aria-label="Shades" className="grid grid-cols-5 gap-1 sm:grid-cols-10">
          {shadeSteps.map((step) => (
            <li
              key={step}
              className="rounded-md px-1 py-2 text-center font-mono text-xs"
              style={{ backgroundColor: shades[step], color: inkOn(shades[step]) }}
            >
              <span className="block font-semibold">{step}</span>
              {shades[step]}
            </li>
          ))}
        </ul>
      ) : null}
      {onWhite !== null && onWhite < WCAG_AA_TEXT ? (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            White text on this colour has a contrast of {ratio(onWhite)}, below the {ratio(WCAG_AA_TEXT)} WCAG
            AA asks for.{' '}
            {fill && fill.ratio >= WCAG_AA_TEXT
              ? `Buttons will use shade ${fill.step} (${fill.hex}), where white text reads at ${ratio(fill.ratio)}, so they look darker than the colour you picked.`
              : 'Buttons will use dark text on it instead of white.'}
          </span>
        </p>
      ) : onWhite !== null ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          White text on this colour: {ratio(onWhite)} (meets WCAG AA).
        </p>
      ) : null}
    </fieldset>
  );
}
