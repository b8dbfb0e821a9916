import type { ClientListItem } from '@atrium/domain/contract/adviser';
import { Ban, Mail } from 'lucide-react';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import { useClientActions } from '../hooks/use-client-actions.ts';

// A client who has not joined yet, on the list (docs/clients-csv.md): an open or lapsed invitation can be sent
// again or revoked; a revoked one can be sent again, which gives access back.
export function InvitationActions({ client }: { client: ClientListItem }) {
  const { resend, revoke } = useClientActions(client.id);
  const status = client.portal_status;
  if (status !== 'invited' && status !== 'invitation-expired' && status !== 'revoked') return null;
  const again = status === 'revoked';
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmAction
        label={again ? 'Invite again' : 'Resend invitation'}
        ariaLabel={`${again ? 'Invite again' : 'Resend invitation to'} ${client.name}`}
        icon={<Mail aria-hidden="true" className="size-4" />}
        title={again ? 'Invite again?' : 'Resend the invitation?'}
        description={`${client.name} will get an email at ${client.email} with a new link to set up their portal access. Any link sent before stops working.`}
        confirmLabel="Send invitation"
        onConfirm={() => resend.mutateAsync()}
      />
      {again ? null : (
        <ConfirmAction
          label="Revoke"
          ariaLabel={`Revoke the invitation of ${client.name}`}
          icon={<Ban aria-hidden="true" className="size-4" />}
          title="Revoke the invitation?"
          description={`The link sent to ${client.email} stops working and ${client.name} cannot sign in. They stay in your list as Revoked; you can invite them again later.`}
          confirmLabel="Revoke invitation"
          variant="danger"
          onConfirm={() => revoke.mutateAsync()}
        />
      )}
    </div>
  );
}
