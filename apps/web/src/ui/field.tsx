import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export const inputClasses =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-gray-900 shadow-sm ' +
  'placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary-ink ' +
  'dark:bg-gray-950 dark:text-gray-100 dark:placeholder:text-gray-400 ' +
  'aria-invalid:border-red-700 dark:aria-invalid:border-red-300';

// 3:1 against the field's surface in both modes, so the field's edge is visible (WCAG 1.4.11).
export const inputBorder = 'border-gray-500';

export type FieldIds = { input: string; hint: string; error: string };

type FieldProps = {
  ids: FieldIds;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
};

// Label, hint and error around one input; the input itself carries the ids (see describedBy).
export function Field({ ids, label, hint, error, children, className }: FieldProps) {
  return (
    <div className={cx('space-y-1.5', className)}>
      <label htmlFor={ids.input} className="block text-sm font-medium text-gray-900 dark:text-gray-100">
        {label}
      </label>
      {hint ? (
        <p id={ids.hint} className="text-sm text-gray-600 dark:text-gray-400">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={ids.error} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function describedBy(ids: FieldIds, hint: unknown, error: unknown): string | undefined {
  return [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(' ') || undefined;
}

export function fieldIds(id: string): FieldIds {
  return { input: id, hint: `${id}-hint`, error: `${id}-error` };
}
