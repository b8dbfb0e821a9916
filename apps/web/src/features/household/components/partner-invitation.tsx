import {
  type HouseholdPartner,
  type HouseholdResponse,
  type InvitePartnerRequest,
  invitePartnerRequestSchema,
} from '@atrium/domain/contract/household';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Ban, Mail, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatUkDateTime } from '../../../ui/date-time.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import {
  type HouseholdScope,
  householdKey,
  invitePartner,
  partnerQueryOptions,
  resendPartnerInvitation,
  revokePartnerInvitation,
} from '../api.ts';

type Household = HouseholdResponse['data'];

const statusLabels: Record<HouseholdPartner['status'], string> = {
  'not-invited': 'Not invited',
  invited: 'Invited',
  'invitation-expired': 'Invitation expired',
  active: 'Active',
  disabled: 'Portal access turned off',
  revoked: 'Invitation revoked',
};

function invitationText(partner: HouseholdPartner): string | null {
  const { invitation } = partner;
  if (!invitation) return null;
  if (invitation.accepted_at) return `Joined ${formatUkDateTime(invitation.accepted_at)}`;
  const expired = Date.parse(invitation.expires_at) < Date.now();
  return `Sent ${formatUkDateTime(invitation.sent_at)}, ${expired ? 'expired' : 'expires'} ${formatUkDateTime(invitation.expires_at)}`;
}

// The invitation form, prefilled with the household's joint name and email (ui/form.tsx): the contract's own check
// first, else the server's 422 beside its field.
function InviteDialog({
  scope,
  household,
  open,
  onOpenChange,
}: {
  scope: HouseholdScope;
  household: Household;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const initial = { name: household.joint_name ?? '', email: household.joint_email ?? '' };
  const invite = useMutation({
    mutationFn: (body: InvitePartnerRequest) => invitePartner(scope, body),
    onSuccess: (response) => {
      void queryClient.invalidateQueries({ queryKey: householdKey(scope) });
      addToast({
        description: `${response.message} ${response.data.name} will get an email at ${response.data.email}.`,
      });
    },
  });
  const form = useAppForm({
    schema: invitePartnerRequestSchema,
    defaultValues: initial,
    mutation: invite,
    onValid: (values) => invite.mutate(values, { onSuccess: () => close(false) }),
  });
  const close = (next: boolean) => {
    if (invite.isPending) return;
    if (!next) {
      form.form.reset(initial);
      invite.reset();
    }
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Invite the partner"
      description="They get an email with a link to create their own password. The link expires in 7 days. They then sign in as themselves and share the household’s fact-find and conversation."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg"
    >
      <AppFormView form={form} className="mt-4 space-y-4">
        <TextField label="Partner’s name" autoComplete="off" maxLength={200} {...form.field('name')} />
        <TextField label="Partner’s email" type="email" autoComplete="off" {...form.field('email')} />
        <DialogActions>
          <Button variant="secondary" onClick={() => close(false)} disabled={form.isPending}>
            Cancel
          </Button>
          <Button type="submit" isPending={form.isPending}>
            Send invitation
          </Button>
        </DialogActions>
      </AppFormView>
    </Dialog>
  );
}

type Pending = 'resend' | 'revoke' | null;

// The household's partner and their own sign-in: invited by the adviser from the client page, or by the
// first partner from /profile; the invitation can be sent again or revoked until they join.
export function PartnerInvitation({ scope }: { scope: HouseholdScope }) {
  const query = useQuery(partnerQueryOptions(scope));
  const headingId = useId();
  // /profile: only the household's first partner invites the other; anyone else has nothing to see here.
  if (scope === 'own' && (query.isError || (query.data && !query.data.data.joint))) return null;
  if (query.isPending) return null;
  const household = query.data?.data;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-950 dark:text-white">
          {scope === 'own' ? 'Invite your partner' : 'Partner’s sign-in'}
        </h2>
        {query.isError ? (
          <ErrorAlert>
            {isApiError(query.error) ? query.error.message : 'The partner could not be loaded.'}
          </ErrorAlert>
        ) : household ? (
          <PartnerDetails scope={scope} household={household} />
        ) : null}
      </section>
    </Card>
  );
}

function PartnerDetails({ scope, household }: { scope: HouseholdScope; household: Household }) {
  const queryClient = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const act = useMutation({
    mutationFn: (action: Exclude<Pending, null>) =>
      action === 'resend' ? resendPartnerInvitation(scope) : revokePartnerInvitation(scope),
    onSuccess: (response) => {
      setPending(null);
      void queryClient.invalidateQueries({ queryKey: householdKey(scope) });
      addToast({ description: response.message });
    },
    onError: () => setPending(null),
  });
  const { partner } = household;

  if (!household.joint) {
    return (
      <p className="text-sm text-gray-700 dark:text-gray-300">
        A single household: add the partner’s name to the fact-find first, then invite them here.
      </p>
    );
  }
  const name = partner?.name ?? household.joint_name ?? 'The partner';
  const status = partner?.status ?? 'not-invited';
  const invitation = partner ? invitationText(partner) : null;
  const canResend = status === 'invited' || status === 'invitation-expired' || status === 'revoked';
  return (
    <>
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {scope === 'own'
          ? `${name} can have their own sign-in: they then see and edit the household’s fact-find, answer their own attitude-to-risk questionnaire and write to your adviser as themselves.`
          : `${name} can sign in as themselves to share the household’s fact-find and conversation, and answer their own attitude-to-risk questionnaire.`}
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="text-gray-700 dark:text-gray-300">Status</dt>
        <dd className="font-semibold text-gray-950 dark:text-white">{statusLabels[status]}</dd>
        {partner ? (
          <>
            <dt className="text-gray-700 dark:text-gray-300">Email</dt>
            <dd className="break-words text-gray-950 dark:text-white">{partner.email}</dd>
          </>
        ) : null}
        {invitation ? (
          <>
            <dt className="text-gray-700 dark:text-gray-300">Invitation</dt>
            <dd className="text-gray-950 dark:text-white">{invitation}</dd>
          </>
        ) : null}
      </dl>
      {act.error ? (
        <ErrorAlert>
          {isApiError(act.error) ? act.error.message : 'That did not work. Please try again.'}
        </ErrorAlert>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {partner === null ? (
          <Button onClick={() => setInviting(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {scope === 'own' ? 'Invite your partner' : 'Invite partner'}
          </Button>
        ) : null}
        {partner && canResend ? (
          <Button variant="secondary" onClick={() => setPending('resend')}>
            <Mail aria-hidden="true" className="size-4" />
            {status === 'revoked' ? 'Invite again' : 'Resend invitation'}
          </Button>
        ) : null}
        {status === 'invited' || status === 'invitation-expired' ? (
          <Button variant="secondary" onClick={() => setPending('revoke')}>
            <Ban aria-hidden="true" className="size-4" />
            Revoke invitation
          </Button>
        ) : null}
      </div>
      {inviting ? <InviteDialog scope={scope} household={household} open onOpenChange={setInviting} /> : null}
      {pending === 'resend' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => setPending(open ? 'resend' : null)}
          title={status === 'revoked' ? 'Invite again?' : 'Resend the invitation?'}
          description={`${name} will get an email at ${partner?.email ?? ''} with a new link to create their password. Any link sent before stops working.`}
          confirmLabel="Send invitation"
          isPending={act.isPending}
          onConfirm={() => act.mutate('resend')}
        />
      ) : null}
      {pending === 'revoke' ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => setPending(open ? 'revoke' : null)}
          title="Revoke the invitation?"
          description={`The link sent to ${partner?.email ?? ''} stops working and ${name} cannot sign in. You can invite them again later.`}
          confirmLabel="Revoke invitation"
          variant="danger"
          isPending={act.isPending}
          onConfirm={() => act.mutate('revoke')}
        />
      ) : null}
    </>
  );
}
