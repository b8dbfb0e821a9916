import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx.ts';
import type { FieldIds } from '../../../ui/field.tsx';

type FieldShellProps = {
  ids: FieldIds;
  label: string;
  isRequired: boolean;
  help?: string | undefined;
  error: string | null;
  // A group of radios or checkboxes is a fieldset named by its legend; other inputs have a label.
  isGroup: boolean;
  // Spans both columns of a section's grid (long questions, text areas, choice groups).
  isWide: boolean;
  // Derived facts shown beside the input (age beside a date of birth).
  aside?: ReactNode;
  indicator: ReactNode;
  // A number field's live notice ("Changed to 85, the most allowed"); undefined for fields that never have one.
  notice?: string | null | undefined;
  children: ReactNode;
};

// The notice's id, for the input's aria-describedby while there is one.
export const noticeIdOf = (ids: FieldIds) => `${ids.input}-notice`;

const labelClasses = 'block text-sm font-medium text-gray-900 dark:text-gray-100';

// Label, help, input, error and save indicator of one fact-find field. The error class
// marks an invalid field; the message itself is tied to the input by aria-describedby.
export function FieldShell(props: FieldShellProps) {
  const { ids, label, isRequired, help, error, isGroup, isWide, aside, indicator, notice, children } = props;
  const labelText = (
    <>
      {label}
      {isRequired ? (
        <>
          {' '}
          <span className="font-normal text-gray-600 dark:text-gray-400">(required)</span>
        </>
      ) : null}
    </>
  );
  const helpText = help ? (
    <p id={ids.hint} className="text-sm text-gray-600 dark:text-gray-400">
      {help}
    </p>
  ) : null;
  const errorText = error ? (
    <p id={ids.error} className="text-sm font-medium text-red-700 dark:text-red-300">
      {error}
    </p>
  ) : null;
  const body = (
    <>
      {helpText}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <div className="min-w-0 flex-1 basis-56">{children}</div>
        {aside ? <div className="text-sm text-gray-700 dark:text-gray-300">{aside}</div> : null}
      </div>
      {errorText}
      {notice === undefined ? null : (
        // Present before it has text, so the notice is announced when it appears (a polite live region).
        <p
          id={noticeIdOf(ids)}
          aria-live="polite"
          className="text-sm text-gray-700 empty:mb-0 dark:text-gray-300"
        >
          {notice}
        </p>
      )}
      {indicator}
    </>
  );
  const className = cx(
    'fact-find-field min-w-0 space-y-1.5',
    isWide && 'sm:col-span-2',
    error && 'field-error',
  );
  if (isGroup) {
    return (
      <fieldset className={className}>
        <legend className={cx(labelClasses, 'mb-1.5')}>{labelText}</legend>
        {body}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={ids.input} className={labelClasses}>
        {labelText}
      </label>
      {body}
    </div>
  );
}
