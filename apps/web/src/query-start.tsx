import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useIdleWarning } from './features/auth/hooks/use-idle-warning.ts';
import { firmQueryOptions } from './features/firm/api.ts';
import type { LoadedQuery } from './loaded-query.ts';
import { clearUserDataOnSessionEnd, createQueryClient } from './query-client.ts';

// Loaded only when a session has been idle long enough to warn.
const IdleWarningDialog = lazy(() =>
  import('./features/auth/components/idle-warning-dialog.tsx').then((module) => ({
    default: module.IdleWarningDialog,
  })),
);

// What the root renders once TanStack Query is there: the firm kept fresh (refetched when the user comes
// back after a minute, at once when an admin saves it) and the idle warning (lib/session-activity.ts), which reads the
// server's timeout.
function QueryParts() {
  useQuery(firmQueryOptions());
  const idleDeadline = useIdleWarning();
  return idleDeadline !== null ? (
    <Suspense fallback={null}>
      <IdleWarningDialog deadline={idleDeadline} />
    </Suspense>
  ) : null;
}

// Creates the app's one QueryClient (see query-runtime.tsx); what QueryClientProvider would do on mount
// (focus and online refetching) is done here.
export function startQuery(): { loaded: LoadedQuery; stop: () => void } {
  const queryClient = createQueryClient();
  queryClient.mount();
  const stopClearing = clearUserDataOnSessionEnd(queryClient);
  return {
    loaded: { queryClient, QueryParts },
    stop: () => {
      stopClearing();
      queryClient.unmount();
    },
  };
}
