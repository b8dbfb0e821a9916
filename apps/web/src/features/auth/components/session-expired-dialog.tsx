import { useRouter, useRouterState } from '@tanstack/react-router';
import { endSession, useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';

// The session is gone, so the dialog cannot be dismissed; its one button clears the
// session and goes to /login, remembering the page so the user comes back to it after logging in.
export function SessionExpiredDialog() {
  const { isExpired } = useSession();
  const router = useRouter();
  const location = useRouterState({ select: (state) => state.location });

  const logInAgain = async () => {
    endSession();
    // A guard may have moved the page to /login already (the 401 came before it ran): the page to come back to is
    // in its ?redirect then, and stays.
    const isOnLogin = location.pathname === '/login';
    await router.navigate({
      to: '/login',
      search: isOnLogin ? location.search : { redirect: location.href },
      replace: true,
    });
  };

  return (
    <Dialog
      open={isExpired}
      isDismissible={false}
      title="Session Expired"
      description="Your session has expired. Please log in again."
    >
      <DialogActions>
        <Button onClick={logInAgain}>Log In</Button>
      </DialogActions>
    </Dialog>
  );
}
