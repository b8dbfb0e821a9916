import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { cx } from '../cx.ts';
import { removeToast, type Toast, useToasts } from './toast-store.ts';

const colours = {
  red: 'border-red-200 bg-red-50 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200',
  green:
    'border-green-200 bg-green-50 text-green-800 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  info: 'border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-50',
} as const;

function ToastItem({ toast }: { toast: Toast }) {
  const style = toast.tone === 'info' ? 'info' : toast.colour;
  const Icon = { red: CircleAlert, green: CircleCheck, info: Info }[style];
  return (
    <li
      data-tone={style === 'info' ? 'info' : style === 'red' ? 'error' : 'success'}
      className={cx(
        'pointer-events-auto flex items-start gap-3 rounded-xl border p-4 text-sm shadow-lg',
        colours[style],
      )}
    >
      <Icon
        aria-hidden="true"
        className={cx('mt-0.5 size-5 shrink-0', style === 'info' ? 'text-primary-ink' : undefined)}
      />
      <p className="flex-1 font-medium">{toast.description}</p>
      <button
        type="button"
        onClick={() => removeToast(toast.id)}
        className="-m-1 flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-black/5 dark:hover:bg-white/10"
      >
        <X aria-hidden="true" className="size-4" />
        <span className="sr-only">Dismiss notification</span>
      </button>
    </li>
  );
}

// Always mounted, so screen readers hear each toast as it is added to the live region.
export function Toaster() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4 sm:justify-end"
    >
      <ol aria-live="polite" aria-relevant="additions text" className="flex w-full max-w-sm flex-col gap-2">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
