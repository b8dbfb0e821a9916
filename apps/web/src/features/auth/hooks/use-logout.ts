import { useMutation } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { logout } from '../api.ts';

export function useLogout() {
  const router = useRouter();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      await router.navigate({ to: '/login', replace: true });
      addToast({ description: 'You have logged out.' });
    },
  });
}
