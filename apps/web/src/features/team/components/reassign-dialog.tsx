import type { TeamMember } from '@atrium/domain/contract/team';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckboxOption } from '../../../ui/checkbox-field.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { memberClientsQueryOptions } from '../api.ts';
import type { useTeamActions } from '../hooks/use-team-actions.ts';

type Props = {
  member: TeamMember;
  team: TeamMember[];
  reassign: ReturnType<typeof useTeamActions>['reassign'];
  onClose: () => void;
};

// Moves all of an adviser's clients, or the ones ticked, to another active adviser or admin (ui/form.tsx: the
// adviser chosen is the form's field; the ticked clients, all until one is unticked, are held beside it).
export function ReassignDialog({ member, team, reassign, onClose }: Props) {
  const clients = useQuery(memberClientsQueryOptions(member.id));
  const targets = team.filter((m) => m.id !== member.id && m.status !== 'deactivated');
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current ?? clients.data?.map((c) => c.id) ?? []);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const isChosen = (id: number) => (chosen ? chosen.has(id) : true);
  const count = chosen ? chosen.size : (clients.data?.length ?? 0);

  const form = useAppForm<{ to_user_id: string }>({
    defaultValues: { to_user_id: String(targets[0]?.id ?? '') },
    mutation: reassign,
    onValid: ({ to_user_id }) => {
      const all = chosen === null || chosen.size === clients.data?.length;
      reassign.mutate(
        {
          userId: member.id,
          body: { to_user_id: Number(to_user_id), ...(all ? {} : { client_ids: [...(chosen ?? [])] }) },
        },
        {
          onSuccess: ({ moved }) => {
            const to = targets.find((m) => String(m.id) === to_user_id)?.name ?? 'the new adviser';
            setDone(`Moved ${moved} ${moved === 1 ? 'client' : 'clients'} to ${to}.`);
            setChosen(null);
          },
        },
      );
    },
  });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Move ${member.name}'s clients`}
      description="The clients keep everything they have; their new adviser sees them from now on."
      className="max-w-lg"
    >
      <AppFormView form={form} className="mt-4 space-y-4">
        {done ? (
          <p role="status" className="text-sm font-medium text-green-800 dark:text-green-200">
            {done}
          </p>
        ) : null}
        {targets.length === 0 ? (
          <ErrorAlert>There is no other active adviser or admin to move the clients to.</ErrorAlert>
        ) : (
          <SelectField
            label="Move to"
            options={targets.map((m) => ({ value: String(m.id), label: `${m.name} (${m.role})` }))}
            {...form.field('to_user_id')}
          />
        )}
        {clients.isPending ? <Spinner /> : null}
        {clients.data && clients.data.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{member.name} has no clients now.</p>
        ) : null}
        {clients.data && clients.data.length > 0 ? (
          <fieldset className="max-h-60 space-y-2 overflow-y-auto">
            <legend className="mb-2 text-sm font-medium text-gray-900 dark:text-gray-100">
              Clients to move
            </legend>
            {clients.data.map((client) => (
              <CheckboxOption
                key={client.id}
                label={client.name}
                checked={isChosen(client.id)}
                onChange={(checked) => toggle(client.id, checked)}
              />
            ))}
          </fieldset>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={targets.length === 0 || count === 0} isPending={form.isPending}>
            Move {count} {count === 1 ? 'client' : 'clients'}
          </Button>
        </DialogActions>
      </AppFormView>
    </Dialog>
  );
}
