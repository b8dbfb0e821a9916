import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { safeRedirectPath } from '../../../lib/redirect.ts';
import type { login } from '../api.ts';

type Credentials = Parameters<typeof login>[0];

// Logs in and goes where the user was heading (a same-origin path), or home. A plain state hook, not a
// useMutation: /login paints without TanStack Query (its first paint stays small), and this is the one form it shows.
export function useLogin({ redirectTo }: { redirectTo: string | undefined }) {
  const router = useRouter();
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  const mutate = (credentials: Credentials) => {
    setState({ isPending: true, error: null });
    void (async () => {
      try {
        // The auth calls come with the first submit (the form fetches the request's schema on focus anyway).
        const auth = await import('../api.ts');
        await auth.login(credentials);
      } catch (error) {
        setState({ isPending: false, error });
        return;
      }
      // Pending until the next page is there, as the button shows.
      await router.navigate({ href: safeRedirectPath(redirectTo, window.location.origin), replace: true });
    })();
  };
  const reset = () => setState({ isPending: false, error: null });
  return { ...state, mutate, reset };
}
