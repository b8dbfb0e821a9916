import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { isApiError, isSessionExpiredError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { notPermittedMessage } from '../errors.ts';

// The fact-find could not be loaded: say why inside the layout and offer to try again.
export function FactFindLoadError({ error }: ErrorComponentProps) {
  const router = useRouter();
  // The session has ended: the Session Expired dialog says so and leads to /login.
  if (isSessionExpiredError(error)) return null;
  const message =
    isApiError(error) && error.status === 403
      ? notPermittedMessage
      : isApiError(error)
        ? error.message
        : 'Your fact-find could not be loaded. Please try again.';
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold text-gray-900 dark:text-gray-50">Your fact-find</h1>
      <ErrorAlert>{message}</ErrorAlert>
      <Button variant="secondary" onClick={() => router.invalidate()}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}
