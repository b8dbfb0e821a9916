import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { announceQueryWrites, useQueryWritesFromOtherTabs } from './tab-sync.ts';

// Two tabs are two QueryClients; BroadcastChannel (Node's) carries the message between them as a browser's does.
const key = ['factfind', 7] as const;
const otherKey = ['factfind', 8] as const;
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function otherTab() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(key, { figure: 0 });
  queryClient.setQueryData(otherKey, { figure: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = renderHook(() => useQueryWritesFromOtherTabs(key), { wrapper });
  stops.push(() => view.unmount());
  return queryClient;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('tab sync', () => {
  it('marks a query stale in another tab when this tab writes it, not when it merely fetches it', async () => {
    const here = new QueryClient();
    stops.push(announceQueryWrites(here, key, 'tab-a'));
    stops.push(announceQueryWrites(here, otherKey, 'tab-a'));
    const there = otherTab();

    // A fetch here is not announced (so a refetch there cannot set off another here).
    await here.fetchQuery({ queryKey: key, queryFn: async () => ({ figure: 1 }) });
    await settle();
    expect(there.getQueryState(key)?.isInvalidated).toBe(false);

    // A key the other tab does not follow changes nothing there.
    here.setQueryData(otherKey, { figure: 3 });
    await settle();
    expect(there.getQueryState(otherKey)?.isInvalidated).toBe(false);
    expect(there.getQueryState(key)?.isInvalidated).toBe(false);

    // A save's answer written here is.
    here.setQueryData(key, { figure: 2 });
    await waitFor(() => expect(there.getQueryState(key)?.isInvalidated).toBe(true));
  });

  it('ignores a write announced by its own tab (the page that saved already has it)', async () => {
    const there = otherTab();
    const sameTab = new QueryClient();
    stops.push(announceQueryWrites(sameTab, key));
    sameTab.setQueryData(key, { figure: 4 });
    await settle();
    expect(there.getQueryState(key)?.isInvalidated).toBe(false);
  });
});
