import { useState } from 'react';
import { fieldError, formError } from '../lib/form-errors.ts';

// The one form pattern's check before a send: the form's own findings (a contract schema's issues, issuesByField)
// show beside their fields until the next submit, else the server's 422 messages do; the first invalid field takes
// the focus. `failure` is the mutation that sends the form.
export function useFormCheck(fields: readonly string[], failure: { error: unknown; reset: () => void }) {
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  return {
    // True when the form may be sent; otherwise its errors show and the first invalid field is focused.
    passes(form: HTMLFormElement, errors: Record<string, string>): boolean {
      setLocalErrors(errors);
      const firstInvalid = fields.find((field) => errors[field]);
      if (!firstInvalid) return true;
      failure.reset();
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return false;
    },
    errorOf: (field: string) => localErrors[field] ?? fieldError(failure.error, field),
    message: formError(failure.error, fields),
  };
}
