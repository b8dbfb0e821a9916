import { invitationRequestSchema } from '@atrium/domain/contract/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { fieldError, formError, issuesByField } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { addClient, adviserKeys, firmAdvisersQueryOptions } from '../api.ts';

type Values = Record<'name' | 'email' | 'partner_name' | 'partner_email' | 'adviser_id', string>;
const fields = ['name', 'email', 'partner_name', 'partner_email', 'adviser_id'] as const;
const empty: Values = { name: '', email: '', partner_name: '', partner_email: '', adviser_id: '' };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // An admin chooses the adviser; an adviser adds clients for themself.
  canChooseAdviser: boolean;
};

function AdviserSelect({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  const advisers = useQuery(firmAdvisersQueryOptions());
  return (
    <SelectField
      label="Adviser"
      hint={advisers.isError ? 'The list of advisers could not be loaded.' : undefined}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: advisers.isPending ? 'Loading advisers…' : 'Not assigned yet' },
        ...(advisers.data ?? []).map((adviser) => ({ value: String(adviser.id), label: adviser.name })),
      ]}
    />
  );
}

// "Add client" (docs/clients-csv.md): the client, optionally a joint partner, and for an admin the adviser. The
// client is mailed an invitation; a problem (an address already in the firm, say) shows beside its field.
export function AddClientDialog({ open, onOpenChange, canChooseAdviser }: Props) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const add = useMutation({
    mutationFn: addClient,
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists });
      void queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard });
      addToast({ description: `${response.client.name} has been added and sent an invitation.` });
    },
  });
  const close = (next: boolean) => {
    if (add.isPending) return;
    if (!next) {
      setValues(empty);
      setErrors({});
      add.reset();
    }
    onOpenChange(next);
  };
  // The one form pattern (lib/form-errors.ts): the form's own check, else the server's 422 beside the same field.
  const errorOf = (name: keyof Values) => errors[name] ?? fieldError(add.error, name);
  const field = (name: keyof Values) => ({
    value: values[name],
    error: errorOf(name),
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      name: values.name,
      email: values.email,
      partner_name: values.partner_name,
      partner_email: values.partner_email,
      ...(canChooseAdviser && values.adviser_id ? { adviser_id: Number(values.adviser_id) } : {}),
    };
    const parsed = invitationRequestSchema.safeParse(body);
    if (!parsed.success) {
      add.reset();
      return setErrors(issuesByField(parsed.error));
    }
    setErrors({});
    add.mutate(body, { onSuccess: () => close(false) });
  };
  const failure = formError(add.error, fields);

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add a client"
      description="They get an email with a link to create their password. The link expires in 7 days."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
    >
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
        <TextField label="Name" autoComplete="off" maxLength={200} {...field('name')} />
        <TextField label="Email" type="email" autoComplete="off" {...field('email')} />
        <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
          <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
            Joint partner (optional)
          </legend>
          <TextField label="Partner’s name" autoComplete="off" maxLength={200} {...field('partner_name')} />
          <TextField
            label="Partner’s email"
            type="email"
            autoComplete="off"
            hint="Kept with the household's fact-find; the partner is not sent an invitation."
            {...field('partner_email')}
          />
        </fieldset>
        {canChooseAdviser ? (
          <AdviserSelect
            value={values.adviser_id}
            error={errorOf('adviser_id')}
            onChange={(value) => setValues({ ...values, adviser_id: value })}
          />
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => close(false)} disabled={add.isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={add.isPending}>
            Add and invite
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
