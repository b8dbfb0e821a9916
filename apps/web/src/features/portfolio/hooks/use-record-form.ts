import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../../lib/http.ts';

// The form behind the account and holding dialogs: text values as typed, checked against the contract's schema
// before anything is sent; the server's field errors shown by their fields, any other failure above the form.
// The dialog closes once the save is done.
export function useRecordForm<Values extends Record<string, string>, Input>({
  initial,
  schema,
  toInput = (values) => values,
  onSave,
  onClose,
}: {
  initial: () => Values;
  schema: z.ZodType<Input>;
  // From what was typed to what the schema reads (numbers, say).
  toInput?: (values: Values) => unknown;
  onSave: (input: Input) => Promise<unknown>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });

  // What a field of the dialog takes: its value as typed, its change handler and its first error.
  const field = (name: keyof Values & string) => ({
    value: values[name],
    onChange: set(name),
    error: errors[name]?.[0],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = schema.safeParse(toInput(values));
    if (!parsed.success) {
      setErrors(parsed.error.flatten().fieldErrors as Record<string, string[]>);
      return;
    }
    setErrors({});
    setFailure(null);
    setPending(true);
    try {
      await onSave(parsed.data);
      onClose();
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) setErrors(error.errors);
      else setFailure(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setPending(false);
    }
  };

  return { values, field, errors, failure, isPending, submit };
}
