import { Check, CircleAlert, RotateCcw } from 'lucide-react';
import { cx } from '../../../ui/cx.ts';
import type { SaveStatus } from '../hooks/use-synced-field.ts';

type SaveIndicatorProps = { status: SaveStatus; isActive: boolean; onRetry: () => void; fieldLabel: string };

// Beside each synced field: "Saving…", then "Saved" fading in (active after 50 ms) until cleared, or
// "Not saved" with a Retry button. Always rendered, so screen readers hear each change (role=status).
export function SaveIndicator({ status, isActive, onRetry, fieldLabel }: SaveIndicatorProps) {
  return (
    <div role="status" className="flex min-h-5 items-center text-sm">
      {status === 'saving' ? <span className="text-gray-600 dark:text-gray-400">Saving…</span> : null}
      {status === 'saved' ? (
        <span
          data-active={isActive || undefined}
          className={cx(
            'save-indicator inline-flex items-center gap-1 font-medium text-green-800 transition-opacity duration-300 dark:text-green-300',
            isActive ? 'opacity-100' : 'opacity-0',
          )}
        >
          <Check aria-hidden="true" className="size-4" />
          Saved
        </span>
      ) : null}
      {status === 'failed' ? (
        <span className="inline-flex flex-wrap items-center gap-2 font-medium text-red-700 dark:text-red-300">
          <CircleAlert aria-hidden="true" className="size-4" />
          Not saved
          <button
            type="button"
            onClick={onRetry}
            className="inline-flex min-h-6 items-center gap-1 rounded-md px-1.5 text-gray-900 underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-primary-ink dark:text-gray-100"
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            Retry <span className="sr-only">saving {fieldLabel}</span>
          </button>
        </span>
      ) : null}
    </div>
  );
}
