import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ownSupportNeedsQueryOptions } from '../api.ts';

export const largerTextClass = 'text-larger';

// An adjustment the portal honours itself: a client who asked for larger text gets their pages in it (styles.css
// html.text-larger), on every device they sign in on, for as long as the adjustment is recorded.
export function useLargerText({ enabled }: { enabled: boolean }) {
  const { data } = useQuery({ ...ownSupportNeedsQueryOptions(), enabled });
  const isLarger = enabled && (data?.adjustments.includes('larger_text') ?? false);
  useEffect(() => {
    // The page's root is outside React: kept in step with the recorded adjustment, and put back on leaving.
    document.documentElement.classList.toggle(largerTextClass, isLarger);
    return () => document.documentElement.classList.remove(largerTextClass);
  }, [isLarger]);
}
