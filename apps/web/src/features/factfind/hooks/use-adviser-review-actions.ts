import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { adviserFactFindKeys, markReviewed, returnToClient } from '../adviser-api.ts';

// Mark as reviewed, or return with a note: both change the client's status everywhere the adviser sees it: the
// fact-finds here, and the client's record and lists the route refreshes (onStatusChange).
export function useAdviserReviewActions(
  clientId: number,
  clientName: string,
  onStatusChange: () => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adviserFactFindKeys.client(clientId) }),
      onStatusChange(),
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
