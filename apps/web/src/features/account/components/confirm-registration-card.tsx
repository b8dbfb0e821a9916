import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TitledCard } from '../../../ui/titled-card.tsx';
import { confirmRegistration } from '../api.ts';

type Props = { token: string; canRegister: boolean; onDone: () => void };

const linkClasses = 'font-medium text-primary-ink underline underline-offset-2';

// /register/confirm/{token}: the link from the registration mail. The token is spent by a deliberate
// click, not on page load, so a mail scanner that opens links cannot use it up before its owner does.
export function ConfirmRegistrationCard({ token, canRegister, onDone }: Props) {
  const mutation = useMutation({ mutationFn: () => confirmRegistration(token), onSuccess: onDone });
  const isLinkDead = isApiError(mutation.error) && [404, 410, 422].includes(mutation.error.status);
  return (
    <TitledCard title="Finish creating your account">
      {mutation.error ? (
        <div className="mt-4">
          <ErrorAlert>
            {isApiError(mutation.error) ? mutation.error.message : 'Something went wrong. Please try again.'}
          </ErrorAlert>
        </div>
      ) : (
        <p className="mt-1.5 text-sm text-gray-600 dark:text-gray-400">
          Your email address is confirmed once you continue, and you will be signed in.
        </p>
      )}
      {isLinkDead ? (
        <p className="mt-6 text-sm text-gray-700 dark:text-gray-300">
          {canRegister ? (
            <>
              <Link to="/register" className={linkClasses}>
                Register again
              </Link>
              , or{' '}
              <Link to="/login" className={linkClasses}>
                log in
              </Link>
            </>
          ) : (
            <Link to="/login" className={linkClasses}>
              Log in
            </Link>
          )}{' '}
          if your account already exists.
        </p>
      ) : (
        <Button className="mt-6 w-full" isPending={mutation.isPending} onClick={() => mutation.mutate()}>
          Confirm and continue
        </Button>
      )}
    </TitledCard>
  );
}
