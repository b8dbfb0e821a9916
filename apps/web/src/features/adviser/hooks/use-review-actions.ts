import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { adviserKeys } from '../api.ts';
import { markReviewed, returnToClient } from '../fact-find-api.ts';

// Mark as reviewed, or return with a note: both change the client's status everywhere the adviser sees it.
export function useReviewActions(clientId: number, clientName: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adviserKeys.client(clientId) }),
      queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists }),
      queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard }),
    ]);
  const review = useMutation({
    mutationFn: () => markReviewed(clientId),
    onSuccess: async () => {
      await refresh();
      addToast({ description: `${clientName}’s fact-find is marked as reviewed.` });
    },
  });
  const giveBack = useMutation({
    mutationFn: (note: string) => returnToClient(clientId, note),
    onSuccess: async () => {
      await refresh();
      addToast({ description: `The fact-find went back to ${clientName} with your note.` });
    },
  });
  return { review, giveBack };
}
