import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSessionUser } from '../../../lib/refresh-session-user.ts';
import { setProfile, updateProfile } from '../api.ts';

// PUT api/profile, from the details form or the fact-find's details to confirm: the profile the server answers is
// cached, the fact-find read again and the header's name refreshed.
export function useUpdateProfile(onSaved?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (response) => {
      setProfile(queryClient, response.profile);
      // The server writes the name and telephone into the open fact-find too (one person, one set of contact
      // details): the fact-find's cached copy (features/factfind, keyed 'factfind') is read again.
      void queryClient.invalidateQueries({ queryKey: ['factfind'] });
      onSaved?.();
      // The name in the header comes from the stored user.
      await refreshSessionUser().catch(() => {});
    },
  });
}
