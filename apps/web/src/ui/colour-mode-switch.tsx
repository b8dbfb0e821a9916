import { Monitor, Moon, Sun } from 'lucide-react';
import { useId } from 'react';
import { type ColourModePreference, setColourModePreference, useColourMode } from './colour-mode.ts';
import { cx } from './cx.ts';
import { useIsHydrated } from './hydration.ts';

const options = [
  { value: 'system', label: 'System', icon: Monitor },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
] as const satisfies ReadonlyArray<{ value: ColourModePreference; label: string; icon: unknown }>;

// A compact segmented control of native radio buttons: keyboard and screen-reader behaviour for free,
// and no menu code on the public pages, which must load fast.
export function ColourModeSwitch() {
  const { preference: stored } = useColourMode();
  // The server renders /login with the default (it cannot read the browser's choice); the hydrating render draws
  // the same, and the next one the stored choice (ui/hydration.ts).
  const preference: ColourModePreference = useIsHydrated() ? stored : 'system';
  const name = useId();
  return (
    <fieldset className="flex rounded-lg border border-gray-300 bg-white/70 p-0.5 dark:border-gray-700 dark:bg-gray-900/70">
      <legend className="sr-only">Colour mode</legend>
      {options.map(({ value, label, icon: Icon }) => (
        <label
          key={value}
          className={cx(
            'flex size-9 cursor-pointer items-center justify-center rounded-md text-gray-600 dark:text-gray-400',
            'has-checked:bg-gray-200 has-checked:text-gray-950 dark:has-checked:bg-gray-700 dark:has-checked:text-white',
            'has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-primary-ink',
          )}
        >
          <input
            type="radio"
            name={name}
            value={value}
            checked={preference === value}
            onChange={() => setColourModePreference(value)}
            className="sr-only"
          />
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{label}</span>
        </label>
      ))}
    </fieldset>
  );
}
