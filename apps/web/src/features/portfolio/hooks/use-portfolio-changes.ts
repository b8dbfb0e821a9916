import type { AccountInput, HoldingInput } from '@atrium/domain/contract/portfolio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createAccount,
  createHolding,
  deleteAccount,
  deleteHolding,
  importPortfolioCsv,
  portfolioKeys,
  updateAccount,
  updateHolding,
} from '../api.ts';

// Every change the adviser makes to a client's portfolio; each refetches that client's portfolio afterwards.
export function usePortfolioChanges(clientId: number) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: portfolioKeys.client(clientId) });
  return {
    saveAccount: useMutation({
      mutationFn: ({ id, input }: { id: number | null; input: AccountInput }) =>
        id === null ? createAccount(clientId, input) : updateAccount(clientId, id, input),
      onSuccess,
    }),
    removeAccount: useMutation({ mutationFn: (id: number) => deleteAccount(clientId, id), onSuccess }),
    saveHolding: useMutation({
      mutationFn: ({
        accountId,
        id,
        input,
      }: {
        accountId: number;
        id: number | null;
        input: HoldingInput;
      }) => (id === null ? createHolding(clientId, accountId, input) : updateHolding(clientId, id, input)),
      onSuccess,
    }),
    removeHolding: useMutation({ mutationFn: (id: number) => deleteHolding(clientId, id), onSuccess }),
    importCsv: useMutation({ mutationFn: (csv: string) => importPortfolioCsv(clientId, csv), onSuccess }),
  };
}
