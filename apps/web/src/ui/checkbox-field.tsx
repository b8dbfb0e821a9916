import { type ChangeEvent, type FocusEvent, type ReactNode, type Ref, useId } from 'react';

type Base = {
  label: ReactNode;
  hint?: ReactNode;
  // The server's or the form's message for this box, announced with it.
  error?: string | undefined;
};

// The box's state held by its parent: checked, and told of each change.
type Controlled = Base & { name?: undefined; checked: boolean; onChange: (checked: boolean) => void };

// The box registered with a form: ui/form.tsx's `field` (React Hook Form's register), spread as on a TextField.
type Registered = Base & {
  name: string;
  ref?: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => unknown;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => unknown;
  disabled?: boolean;
  required?: boolean;
  // One box of a group registered under one name: the form's value is the list of the ticked boxes' values.
  value?: string;
};

// A native checkbox with its label, hint and error; a 44 px row to aim at (WCAG 2.5.8).
export function CheckboxField(props: Controlled | Registered) {
  const { label, hint, error } = props;
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const box =
    props.name !== undefined
      ? {
          name: props.name,
          ref: props.ref,
          onChange: props.onChange,
          onBlur: props.onBlur,
          disabled: props.disabled,
          required: props.required,
          value: props.value,
        }
      : {
          checked: props.checked,
          onChange: (event: ChangeEvent<HTMLInputElement>) => props.onChange(event.target.checked),
        };
  return (
    <div className="flex min-h-11 items-start gap-3 py-1">
      <input
        id={id}
        type="checkbox"
        {...box}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className="mt-0.5 size-5 shrink-0 accent-primary-action focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="block min-h-6 text-sm font-medium text-gray-900 dark:text-gray-100">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-sm text-gray-600 dark:text-gray-400">
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}

// One box of a group (a fieldset whose legend says what is chosen): the label wraps the box, 24 px high at least.
export function CheckboxOption({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-6 items-center gap-3 text-sm text-gray-900 dark:text-gray-100">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-primary-action focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink"
      />
      {label}
    </label>
  );
}
