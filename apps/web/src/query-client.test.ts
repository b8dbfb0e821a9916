import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, initSession } from './lib/session.ts';
import { clearUserDataOnSessionEnd, createQueryClient } from './query-client.ts';
import { storeSession } from './test/fixtures.ts';

describe('user data when the session ends', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('is forgotten at once when no page shows it, and the firm is kept', async () => {
    storeSession();
    initSession();
    const queryClient = createQueryClient();
    stop = clearUserDataOnSessionEnd(queryClient);
    queryClient.setQueryData(['fact-find'], { secret: 'answers' });
    await queryClient.prefetchQuery({
      queryKey: ['firm'],
      queryFn: () => 'firm',
      meta: { keepAcrossSessions: true },
    });

    endSession();

    expect(queryClient.getQueryData(['fact-find'])).toBeUndefined();
    expect(queryClient.getQueryData(['firm'])).toBe('firm');
  });

  it('stays while its page is on screen, without fetching again, and goes when the page does', async () => {
    storeSession();
    initSession();
    const queryClient = createQueryClient();
    stop = clearUserDataOnSessionEnd(queryClient);
    let fetches = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: ['fact-find'],
      queryFn: async () => {
        fetches += 1;
        return { answers: fetches };
      },
    });
    const unsubscribe = observer.subscribe(() => {});
    await expect.poll(() => queryClient.getQueryData(['fact-find'])).toEqual({ answers: 1 });

    endSession();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetches).toBe(1);
    expect(queryClient.getQueryData(['fact-find'])).toEqual({ answers: 1 });

    unsubscribe();
    expect(queryClient.getQueryData(['fact-find'])).toBeUndefined();
  });
});
