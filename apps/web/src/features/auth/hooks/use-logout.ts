import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { addToast } from '../../../ui/toast/toast-store.ts';

export function useLogout() {
  const router = useRouter();
  return useMutation({
    // The auth module comes with import(), as in use-login.ts: out of the login page's entry chunk.
    mutationFn: async () => (await import('../api.ts')).logout(),
    onSettled: async () => {
      await router.navigate({ to: '/login', replace: true });
      addToast({ description: 'You have logged out.' });
    },
  });
}
