import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { safeRedirectPath } from '../../../lib/redirect.ts';
import { login } from '../api.ts';

// Logs in and goes where the user was heading (a same-origin path), or home.
export function useLogin({ redirectTo }: { redirectTo: string | undefined }) {
  const router = useRouter();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      await router.navigate({ href: safeRedirectPath(redirectTo, window.location.origin), replace: true });
    },
  });
}
