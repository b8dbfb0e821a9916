import { useMutation } from '@tanstack/react-query';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { failureMessage } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { logoutOtherSessions } from '../api.ts';
import { FormActions, StatusMessage } from './section-form-parts.tsx';

function outcome(message: string, revoked: number): string {
  if (revoked === 0) return `${message} No other session was open.`;
  return `${message} ${revoked === 1 ? '1 other session was' : `${revoked} other sessions were`} ended.`;
}

// A lost phone or a shared computer can be signed out from here; this browser stays in.
export function SessionsSection() {
  const mutation = useMutation({ mutationFn: logoutOtherSessions });
  const message = failureMessage(mutation.error, []);
  return (
    <SectionCard
      className="gap-5"
      title="Other sessions"
      description="Signed in on a computer or phone you no longer use? Sign out everywhere except here."
    >
      <div className="space-y-4">
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        <FormActions>
          <Button variant="secondary" isPending={mutation.isPending} onClick={() => mutation.mutate()}>
            Sign out of other sessions
          </Button>
          <StatusMessage
            message={
              mutation.isSuccess ? outcome(mutation.data.message, mutation.data.revoked_sessions) : null
            }
          />
        </FormActions>
      </div>
    </SectionCard>
  );
}
