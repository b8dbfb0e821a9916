import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { useLogout } from '../hooks/use-logout.ts';

function secondsUntil(deadline: number): number {
  return Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

function useSecondsUntil(deadline: number): number {
  const [seconds, setSeconds] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setSeconds(secondsUntil(deadline));
    const timer = setInterval(() => setSeconds(secondsUntil(deadline)), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

// A screen reader hears the time left when the dialog opens and again at these points, not every second.
function milestone(seconds: number): string {
  if (seconds <= 30) return 'Less than 30 seconds left.';
  if (seconds <= 60) return 'Less than a minute left.';
  return '';
}

// WCAG 2.2.1 (timing adjustable): the warning before the idle timeout, with the time left and one action to extend.
// Only its buttons close it: Escape must not be mistaken for "stay signed in".
export function IdleWarningDialog({ deadline }: { deadline: number }) {
  const seconds = useSecondsUntil(deadline);
  const stay = useMutation({ mutationFn: async () => (await import('../api.ts')).keepSessionAlive() });
  const logout = useLogout();
  // Said once, as the dialog opens; the timer below shows the seconds.
  const [minutesLeft] = useState(() => Math.max(1, Math.ceil(seconds / 60)));
  const failure =
    stay.error && !(isApiError(stay.error) && stay.error.status === 401)
      ? isApiError(stay.error)
        ? stay.error.message
        : 'Something went wrong. Please try again.'
      : null;

  return (
    <Dialog
      open
      isDismissible={false}
      title="Your session is about to expire"
      description={`For your security, you will be signed out within ${minutesLeft === 1 ? 'a minute' : `${minutesLeft} minutes`} because the portal has not been used for a while.`}
      // Focus starts on the way to stay, so Enter never logs out by accident.
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        const content = event.currentTarget as HTMLElement | null;
        content?.querySelector<HTMLButtonElement>('[data-stay]')?.focus();
      }}
    >
      <p
        role="timer"
        aria-label="Time left before you are signed out"
        className="mt-4 text-center text-4xl font-semibold text-gray-900 tabular-nums dark:text-gray-50"
      >
        {formatCountdown(seconds)}
      </p>
      <p className="sr-only" aria-live="polite">
        {milestone(seconds)}
      </p>
      {failure ? (
        <div className="mt-4">
          <ErrorAlert>{failure}</ErrorAlert>
        </div>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => logout.mutate()} isPending={logout.isPending}>
          Log out
        </Button>
        <Button data-stay onClick={() => stay.mutate()} isPending={stay.isPending}>
          Stay signed in
        </Button>
      </div>
    </Dialog>
  );
}
