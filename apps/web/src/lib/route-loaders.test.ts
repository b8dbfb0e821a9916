import { QueryClient, queryOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ensureQueries, ensureQuery } from './route-loaders.ts';

// A feature's api module as import() gives it: its query options, once the module has loaded.
const api = {
  notes: () => queryOptions({ queryKey: ['notes'], queryFn: () => Promise.resolve(['a note']) }),
  count: () => queryOptions({ queryKey: ['count'], queryFn: () => Promise.resolve(2) }),
};

describe('route loaders', () => {
  it('ensures one query from the loaded module and gives its data, fetching it once', async () => {
    const queryClient = new QueryClient();
    const queryFn = vi.fn(() => Promise.resolve(['a note']));
    const options = () => queryOptions({ queryKey: ['notes'], queryFn });

    expect(await ensureQuery({ queryClient }, Promise.resolve({ options }), (m) => m.options())).toEqual([
      'a note',
    ]);
    expect(await ensureQuery({ queryClient }, Promise.resolve({ options }), (m) => m.options())).toEqual([
      'a note',
    ]);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryData(['notes'])).toEqual(['a note']);
  });

  it('ensures two queries of the module and gives their data in order', async () => {
    const queryClient = new QueryClient();

    const data = await ensureQueries({ queryClient }, Promise.resolve(api), (m) => [m.notes(), m.count()]);

    expect(data).toEqual([['a note'], 2]);
    expect(queryClient.getQueryData(['count'])).toBe(2);
  });

  it('fails as the module fails to load, before any query', async () => {
    const queryClient = new QueryClient();
    const options = vi.fn(api.notes);

    await expect(
      ensureQuery({ queryClient }, Promise.reject(new Error('chunk failed')), () => options()),
    ).rejects.toThrow('chunk failed');
    expect(options).not.toHaveBeenCalled();
  });
});
