import type { Firm } from '@atrium/domain/contract/firm';
import { useStore } from '../../../ui/store.ts';
import { firmStore } from '../firm-store.ts';

// The root route's loader has already loaded the firm, so this always has it.
export function useFirm(): Firm {
  const current = useStore(firmStore);
  if (!current) throw new Error('useFirm before the root route loaded the firm.');
  return current.firm;
}
