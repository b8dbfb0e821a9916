import type { InvitationDetails } from '@atrium/domain/contract/account';
import { Link } from '@tanstack/react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';

// /invite/{hash}: who invited you, from which firm, and the way on.
export function InvitationCard({ hash, invitation }: { hash: string; invitation: InvitationDetails }) {
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
        Welcome, {invitation.name}
      </h1>
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
    </Card>
  );
}

export function InvitationGone({ message }: { message: string }) {
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
        Invitation not valid
      </h1>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">{message}</p>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
        Ask your adviser for a new invitation, or{' '}
        <Link to="/login" className="font-medium text-primary-ink underline underline-offset-2">
          log in
        </Link>{' '}
        if you already have a password.
      </p>
    </Card>
  );
}
