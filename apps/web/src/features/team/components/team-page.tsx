import type { TeamMember } from '@atrium/domain/contract/team';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { teamQueryOptions } from '../api.ts';
import { useTeamActions } from '../hooks/use-team-actions.ts';
import { InviteForm } from './invite-form.tsx';
import { MemberItem } from './member-item.tsx';
import { ReassignDialog } from './reassign-dialog.tsx';

// /adviser/team: the firm's advisers and admins, inviting, roles, deactivation and moving clients between them.
export function TeamPage() {
  const { data: team } = useSuspenseQuery(teamQueryOptions());
  const actions = useTeamActions();
  const [deactivating, setDeactivating] = useState<TeamMember | null>(null);
  const [reassigning, setReassigning] = useState<TeamMember | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const failure = actions.changeRole.error ?? actions.deactivate.error ?? actions.reactivate.error;
  const resetErrors = () => {
    actions.changeRole.reset();
    actions.deactivate.reset();
    actions.reactivate.reset();
    setNotice(null);
  };
  const busyId =
    actions.changeRole.variables?.userId ??
    (actions.deactivate.isPending ? actions.deactivate.variables : null);

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">Team</h1>
      <InviteForm />
      <section aria-labelledby="members-heading" className="space-y-3">
        <h2 id="members-heading" className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          Advisers and admins
        </h2>
        {failure ? <ErrorAlert>{failure.message}</ErrorAlert> : null}
        <p
          role="status"
          className={notice ? 'text-sm font-medium text-green-800 dark:text-green-200' : 'sr-only'}
        >
          {notice ?? ''}
        </p>
        <Card className="overflow-hidden">
          <ul className="divide-y divide-gray-200 dark:divide-gray-800">
            {team.map((member) => (
              <MemberItem
                key={member.id}
                member={member}
                isBusy={
                  (actions.changeRole.isPending || actions.deactivate.isPending) && busyId === member.id
                }
                onRole={(role) => {
                  resetErrors();
                  actions.changeRole.mutate(
                    { userId: member.id, body: { role } },
                    {
                      onSuccess: () =>
                        setNotice(`${member.name} is now ${role === 'admin' ? 'an admin' : 'an adviser'}.`),
                    },
                  );
                }}
                onDeactivate={() => {
                  resetErrors();
                  setDeactivating(member);
                }}
                onReactivate={() => {
                  resetErrors();
                  actions.reactivate.mutate(member.id, {
                    onSuccess: () => setNotice(`${member.name} can log in again.`),
                  });
                }}
                onReassign={() => {
                  resetErrors();
                  actions.reassign.reset();
                  setReassigning(member);
                }}
              />
            ))}
          </ul>
        </Card>
      </section>
      <ConfirmDialog
        open={deactivating !== null}
        onOpenChange={(open) => !open && setDeactivating(null)}
        title={`Deactivate ${deactivating?.name ?? ''}?`}
        description="They are logged out everywhere at once and can no longer log in. Their clients must be moved to someone else first."
        confirmLabel="Deactivate"
        variant="danger"
        isPending={actions.deactivate.isPending}
        onConfirm={() => {
          const member = deactivating;
          if (!member) return;
          actions.deactivate.mutate(member.id, {
            onSuccess: () => setNotice(`${member.name} has been deactivated and logged out.`),
            onSettled: () => setDeactivating(null),
          });
        }}
      />
      {reassigning ? (
        <ReassignDialog
          member={reassigning}
          team={team}
          reassign={actions.reassign}
          onClose={() => setReassigning(null)}
        />
      ) : null}
    </div>
  );
}
