import type { Firm } from '@atrium/domain/contract/firm';
import { createContext, useContext } from 'react';
import { useStore } from '../../../ui/store.ts';
import { type FirmStore, firmStore } from '../firm-store.ts';

// Which firm store the components below read: the browser's one store unless a provider says otherwise, as the
// server's first paint does for each render (entry-server.tsx), so overlapping renders never share a firm.
export const FirmStoreContext = createContext<FirmStore>(firmStore);

// The root route's loader has already loaded the firm, so this always has it.
export function useFirm(): Firm {
  const current = useStore(useContext(FirmStoreContext));
  if (!current) throw new Error('useFirm before the root route loaded the firm.');
  return current.firm;
}
