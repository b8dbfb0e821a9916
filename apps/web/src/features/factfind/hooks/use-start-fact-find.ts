import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { isApiError } from '../../../lib/http.ts';
import { factFindKeys, giveConsent, startFactFind } from '../api.ts';
import { reportFactFindError } from '../errors.ts';

// Start (POST …/portal/changes/start), giving consent first when the firm asks for it, then open the
// questionnaire. A 409 means a fact-find is already in progress (another tab started it): open that.
export function useStartFactFind(clientId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ withConsent }: { withConsent: boolean }) => {
      if (withConsent) queryClient.setQueryData(factFindKeys.consent(clientId), await giveConsent(clientId));
      try {
        queryClient.setQueryData(factFindKeys.factFind(clientId), await startFactFind(clientId));
      } catch (error) {
        if (!isApiError(error) || error.status !== 409) throw error;
        await queryClient.invalidateQueries({ queryKey: factFindKeys.factFind(clientId), exact: true });
      }
    },
    onSuccess: () => navigate({ to: '/fact-find' }),
    onError: (error: Error) => reportFactFindError(error),
  });
}
