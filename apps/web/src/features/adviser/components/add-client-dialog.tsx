import { invitationRequestSchema } from '@atrium/domain/contract/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField, type SelectFieldProps } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { addClient, adviserKeys, firmAdvisersQueryOptions } from '../api.ts';

type Values = Record<'name' | 'email' | 'partner_name' | 'partner_email' | 'adviser_id', string>;
const empty: Values = { name: '', email: '', partner_name: '', partner_email: '', adviser_id: '' };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // An admin chooses the adviser; an adviser adds clients for themself.
  canChooseAdviser: boolean;
};

function AdviserSelect(props: Omit<SelectFieldProps, 'label' | 'hint' | 'options'>) {
  const advisers = useQuery(firmAdvisersQueryOptions());
  return (
    <SelectField
      label="Adviser"
      hint={advisers.isError ? 'The list of advisers could not be loaded.' : undefined}
      options={[
        { value: '', label: advisers.isPending ? 'Loading advisers…' : 'Not assigned yet' },
        ...(advisers.data ?? []).map((adviser) => ({ value: String(adviser.id), label: adviser.name })),
      ]}
      {...props}
    />
  );
}

// "Add client" (docs/clients-csv.md): the client, optionally a joint partner, and for an admin the adviser. The
// client is mailed an invitation; a problem (an address already in the firm, say) shows beside its field
// (ui/form.tsx: the contract's check first, else the server's 422).
export function AddClientDialog({ open, onOpenChange, canChooseAdviser }: Props) {
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: addClient,
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists });
      void queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard });
      addToast({ description: `${response.client.name} has been added and sent an invitation.` });
    },
  });
  const form = useAppForm({
    schema: invitationRequestSchema,
    // The select's id is a string; an adviser adds the client for themself (no adviser_id sent).
    toRequest: ({ adviser_id, ...client }: Values) => ({
      ...client,
      ...(canChooseAdviser && adviser_id ? { adviser_id: Number(adviser_id) } : {}),
    }),
    // Sent as typed: the server reads empty partner fields as none (contract/account.ts).
    sendAsTyped: true,
    defaultValues: empty,
    mutation: add,
    onValid: (body) => add.mutate(body, { onSuccess: () => close(false) }),
  });
  const close = (next: boolean) => {
    if (add.isPending) return;
    if (!next) {
      form.form.reset(empty);
      add.reset();
    }
    onOpenChange(next);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Add a client"
      description="They get an email with a link to create their password. The link expires in 7 days."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
    >
      <AppFormView form={form} className="mt-4 space-y-4">
        <TextField label="Name" autoComplete="off" maxLength={200} {...form.field('name')} />
        <TextField label="Email" type="email" autoComplete="off" {...form.field('email')} />
        <fieldset className="space-y-4 rounded-xl border border-gray-200 p-4 dark:border-gray-700">
          <legend className="px-1 text-sm font-semibold text-gray-900 dark:text-gray-100">
            Joint partner (optional)
          </legend>
          <TextField
            label="Partner’s name"
            autoComplete="off"
            maxLength={200}
            {...form.field('partner_name')}
          />
          <TextField
            label="Partner’s email"
            type="email"
            autoComplete="off"
            hint="Kept with the household's fact-find; the partner is not sent an invitation."
            {...form.field('partner_email')}
          />
        </fieldset>
        {canChooseAdviser ? <AdviserSelect {...form.field('adviser_id')} /> : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => close(false)} disabled={form.isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={form.isPending}>
            Add and invite
          </Button>
        </DialogActions>
      </AppFormView>
    </Dialog>
  );
}
