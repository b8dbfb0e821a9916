import type { UnsubscribeResponse } from '@atrium/domain/contract/profile';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { failureMessage } from '../../../ui/form.tsx';
import { unsubscribe } from '../alerts-api.ts';

const headingClasses = 'text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50';
const textClasses = 'mt-3 text-sm text-gray-700 dark:text-gray-300';

function SettingsLink() {
  return (
    <p className={textClasses}>
      You can change which emails you get at any time under{' '}
      <Link to="/profile" className="font-medium text-primary-ink underline underline-offset-2">
        Email alerts on your profile
      </Link>
      . Emails about your account&apos;s security are always sent.
    </p>
  );
}

// /unsubscribe/{token}, the link at the foot of an alert mail. Opening it changes nothing (mail scanners open
// links); the button does, and the page then says what was turned off. Mail clients that support RFC 8058
// one-click unsubscribe POST to the same address instead.
export function UnsubscribeCard({ token, details }: { token: string; details: UnsubscribeResponse }) {
  const mutation = useMutation({ mutationFn: () => unsubscribe(token) });
  const label = details.label.toLowerCase();
  const done = mutation.data ?? (details.is_subscribed ? null : details);
  if (done) {
    return (
      <Card className="p-6 sm:p-8">
        <h1 className={headingClasses}>Emails turned off</h1>
        <p role="status" className={textClasses}>
          {done.message}
        </p>
        <SettingsLink />
      </Card>
    );
  }
  const message = failureMessage(mutation.error, []);
  return (
    <Card className="p-6 sm:p-8">
      <h1 className={headingClasses}>Stop emails about {label}?</h1>
      <p className={textClasses}>
        Turn these emails off if you would rather check the portal yourself. Other emails from us are not
        affected.
      </p>
      {message ? (
        <div className="mt-4">
          <ErrorAlert>{message}</ErrorAlert>
        </div>
      ) : null}
      <Button className="mt-6 w-full" isPending={mutation.isPending} onClick={() => mutation.mutate()}>
        Turn off these emails
      </Button>
      <SettingsLink />
    </Card>
  );
}

export function UnsubscribeInvalid({ message }: { message: string }) {
  return (
    <Card className="p-6 sm:p-8">
      <h1 className={headingClasses}>Link not valid</h1>
      <p className={textClasses}>{message}</p>
      <SettingsLink />
    </Card>
  );
}
