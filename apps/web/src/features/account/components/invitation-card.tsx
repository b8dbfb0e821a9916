import type { InvitationDetails } from '@atrium/domain/contract/account';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { TitledCard } from '../../../ui/titled-card.tsx';

// /invite/{hash}: who invited you, from which firm, and the way on.
export function InvitationCard({ hash, invitation }: { hash: string; invitation: InvitationDetails }) {
  return (
    <TitledCard title={<>Welcome, {invitation.name}</>}>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
        {invitation.invited_by ? `${invitation.invited_by} from ` : ''}
        {invitation.firm.name} has invited you to their secure client portal, where you can complete your
        fact-find and message your adviser.
      </p>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
        You will sign in with <strong>{invitation.email}</strong>.
      </p>
      <Link
        to="/create-password/$invitationHash"
        params={{ invitationHash: hash }}
        className={`${buttonClasses()} mt-6 w-full`}
      >
        Create your password
      </Link>
    </TitledCard>
  );
}

export function InvitationGone({ message }: { message: string }) {
  return (
    <TitledCard title="Invitation not valid">
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{message}</p>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
        Ask your adviser for a new invitation, or{' '}
        <Link to="/login" className="font-medium text-primary-ink underline underline-offset-2">
          log in
        </Link>{' '}
        if you already have a password.
      </p>
    </TitledCard>
  );
}
