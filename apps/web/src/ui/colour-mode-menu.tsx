import { Check, Monitor, Moon, Sun } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import {
  type ColourModePreference,
  colourModePreferences,
  isColourModePreference,
  setColourModePreference,
  useColourMode,
} from './colour-mode.ts';
import { menuItemClasses } from './menu.ts';

const labels: Record<ColourModePreference, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const icons = { system: Monitor, light: Sun, dark: Moon } as const;

// The three preferences as radio items, for any dropdown menu (the user menu embeds them).
export function ColourModeRadioItems() {
  const { preference } = useColourMode();
  return (
    <DropdownMenu.RadioGroup
      value={preference}
      onValueChange={(value) => {
        if (isColourModePreference(value)) setColourModePreference(value);
      }}
    >
      {colourModePreferences.map((option) => {
        const Icon = icons[option];
        return (
          <DropdownMenu.RadioItem key={option} value={option} className={menuItemClasses}>
            <Icon aria-hidden="true" className="size-4" />
            <span className="flex-1">{labels[option]}</span>
            <DropdownMenu.ItemIndicator>
              <Check aria-hidden="true" className="size-4" />
            </DropdownMenu.ItemIndicator>
          </DropdownMenu.RadioItem>
        );
      })}
    </DropdownMenu.RadioGroup>
  );
}
