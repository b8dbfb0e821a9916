import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { factFindKeys, submitFactFind } from '../api.ts';
import { reportFactFindError } from '../errors.ts';
import { runSerialisedSave } from '../save-queue.ts';

// Submit for review (POST …/portal/changes/submit), after any save still in flight, then the success
// page. A 422 lists what is missing; the page shows it.
export function useSubmitFactFind(clientId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => runSerialisedSave(() => submitFactFind(clientId)),
    onSuccess: async (data) => {
      queryClient.setQueryData(factFindKeys.factFind(clientId), data);
      await navigate({ to: '/fact-find/submit-success' });
    },
    onError: (error: Error) => reportFactFindError(error),
  });
}
