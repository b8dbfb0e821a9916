import type { CSSProperties } from 'react';
import { brandTheme } from '../../../lib/brand-theme.ts';
import { buttonClasses } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';

type Props = { name: string; colour: string; logoUrl: string };
type Mode = 'light' | 'dark';

// Each panel names its own colours (no dark: variants), so the light one stays light on a page in dark mode
// and the other way round.
const palette: Record<Mode, Record<'frame' | 'bar' | 'card' | 'chip' | 'secondary' | 'field', string>> = {
  light: {
    frame: 'border-gray-300 bg-gray-100 text-gray-900',
    bar: 'border-gray-200 bg-white',
    card: 'border-gray-200 bg-white',
    chip: 'bg-primary-50',
    secondary: 'border border-gray-300 bg-white text-gray-900',
    field: 'border-gray-500 bg-white',
  },
  dark: {
    frame: 'border-gray-700 bg-gray-950 text-gray-100',
    bar: 'border-gray-800 bg-gray-900',
    card: 'border-gray-800 bg-gray-900',
    chip: 'bg-gray-800',
    secondary: 'border border-gray-600 bg-gray-800 text-gray-100',
    field: 'border-gray-500 bg-gray-950',
  },
};

type PanelProps = { mode: Mode; name: string; logoUrl: string; style: CSSProperties };

function Panel({ mode, name, logoUrl, style }: PanelProps) {
  const c = palette[mode];
  const chipAndButton = 'inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold';
  return (
    <figure className="min-w-0 space-y-2">
      <figcaption className="text-sm font-medium text-gray-700 dark:text-gray-300">
        {mode === 'light' ? 'Light mode' : 'Dark mode'}
      </figcaption>
      {/* The theme's custom properties, set on this panel only: the rest of the page keeps the saved colour. */}
      <div style={style} className={cx('overflow-hidden rounded-xl border', c.frame)}>
        <div className={cx('flex items-center gap-2 border-b px-3 py-2', c.bar)}>
          <img src={logoUrl} alt="" className="size-7 object-contain" />
          <span className="min-w-0 truncate text-sm font-semibold">{name || 'Firm name'}</span>
          <span className={cx('ml-auto rounded-md px-2 py-1 text-xs font-semibold text-primary-ink', c.chip)}>
            Fact-find
          </span>
        </div>
        <div className="space-y-3 p-3">
          <div className="flex flex-wrap gap-2">
            <span className={buttonClasses('primary', 'sm')}>Save and continue</span>
            <span className={cx(chipAndButton, c.secondary)}>Back</span>
          </div>
          <div className={cx('mx-auto max-w-64 space-y-2 rounded-xl border p-3', c.card)}>
            <p className="text-sm font-semibold">Log in to {name || 'your portal'}</p>
            <div className={cx('h-7 rounded-md border', c.field)} />
            <div className={cx('h-7 rounded-md border', c.field)} />
            <span className={cx(buttonClasses('primary', 'sm'), 'w-full')}>Log in</span>
            <span className="block text-center text-xs font-medium text-primary-ink underline">
              Forgot your password?
            </span>
          </div>
        </div>
      </div>
    </figure>
  );
}

// How the portal's header, buttons and login card look in the chosen colour, in both modes, before it is saved.
export function BrandPreview({ name, colour, logoUrl }: Props) {
  const theme = brandTheme(colour);
  return (
    <section aria-labelledby="brand-preview-heading" className="space-y-3">
      <h2 id="brand-preview-heading" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
        Preview
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        <Panel mode="light" name={name} logoUrl={logoUrl} style={theme.light as CSSProperties} />
        <Panel
          mode="dark"
          name={name}
          logoUrl={logoUrl}
          style={{ ...theme.light, ...theme.dark } as CSSProperties}
        />
      </div>
    </section>
  );
}
