import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import type { AppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import type { SupportNeedsValues } from './values.ts';

// A trusted contact person (Ireland's Consumer Protection Code 2025): someone the firm may contact if it cannot reach
// the person or is worried about them, told only what the person allows.
export function TrustedContactFields({
  form,
  isOpen,
}: {
  form: AppForm<SupportNeedsValues>;
  isOpen: boolean;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">A trusted contact</legend>
      <CheckboxField
        label="I would like to name someone you can contact"
        hint="If we cannot reach you, or are worried about you. We will only tell them what you say below."
        {...form.field('has_trusted_contact')}
      />
      {isOpen ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Their name" autoComplete="off" {...form.field('trusted_contact.name')} />
          <TextField
            label="How you know them"
            hint="For example: daughter, friend, solicitor."
            autoComplete="off"
            {...form.field('trusted_contact.relationship')}
          />
          <TextField
            label="How to reach them"
            hint="A telephone number, email or address."
            autoComplete="off"
            className="sm:col-span-2"
            {...form.field('trusted_contact.reach')}
          />
          <TextAreaField
            label="What we may tell them"
            hint="For example: only that we are trying to reach you, or when your appointments are."
            rows={2}
            className="sm:col-span-2"
            {...form.field('trusted_contact.may_be_told')}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
