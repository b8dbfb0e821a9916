import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { isApiError } from '../../../lib/http.ts';
import { refreshSessionUser } from '../../../lib/refresh-session-user.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TitledCard } from '../../../ui/titled-card.tsx';
import { confirmEmailChange, setProfile } from '../api.ts';

const linkClasses = 'font-medium text-primary-ink underline underline-offset-2';

function failureOf(error: unknown): string {
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  return error.errors.token?.[0] ?? error.message;
}

// The page the email-change link opens (contract: emailChangeConfirmPath). The change is made by a click
// of the signed-in owner, never by merely opening the link.
export function EmailConfirmCard({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => confirmEmailChange(token),
    onSuccess: async (response) => {
      setProfile(queryClient, response.profile);
      await refreshSessionUser().catch(() => {});
    },
  });
  return (
    <TitledCard title="Confirm your new email address" className="mx-auto max-w-lg">
      {mutation.isSuccess ? (
        <div className="mt-4 space-y-3 text-sm text-gray-700 dark:text-gray-300">
          <p role="status" className="font-medium text-gray-900 dark:text-gray-50">
            {mutation.data.message}
          </p>
          <p>
            You now log in with <strong className="break-all">{mutation.data.profile.email}</strong>.
          </p>
          <p>
            <Link to="/profile" className={linkClasses}>
              Back to your profile
            </Link>
          </p>
        </div>
      ) : (
        <div className="mt-4 space-y-5">
          {mutation.isError ? (
            <>
              <ErrorAlert>{failureOf(mutation.error)}</ErrorAlert>
              <p className="text-sm">
                <Link to="/profile" className={linkClasses}>
                  Go to your profile
                </Link>
              </p>
            </>
          ) : (
            <>
              <p className="text-sm text-gray-700 dark:text-gray-300">
                Your sign-in email address changes to the one this link was sent to.
              </p>
              <Button className="w-full" isPending={mutation.isPending} onClick={() => mutation.mutate()}>
                Confirm new email address
              </Button>
            </>
          )}
        </div>
      )}
    </TitledCard>
  );
}
