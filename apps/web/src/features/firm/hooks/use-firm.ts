import { useSuspenseQuery } from '@tanstack/react-query';
import { firmQueryOptions } from '../api.ts';

// The root route's loader has already fetched the firm, so this never suspends in practice.
export function useFirm() {
  return useSuspenseQuery(firmQueryOptions()).data;
}
