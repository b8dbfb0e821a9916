import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindKeys } from './api.ts';
import { withProperty } from './cache.ts';
import { useFactFindData } from './context.tsx';
import { clientId, draftFactFind, renderWithFactFind } from './testing.tsx';

// Fields read the cached fact-find through the provider's store: a selector that builds a new array each
// time re-renders its component only when what it selects changes, and every change of the cache reaches it.
let renders = 0;
function Names() {
  renders += 1;
  const names = useFactFindData((data) =>
    ['personal_details_client1', 'personal_details_client2'].map(
      (category) => (data.factFind[category] as { first_name?: string } | undefined)?.first_name ?? '',
    ),
  );
  return <p>{names.join(' and ')}</p>;
}

describe('useFactFindData', () => {
  it('re-renders for a change of what it selects, not for other changes of the fact-find', () => {
    renders = 0;
    const { queryClient, getByText } = renderWithFactFind(<Names />, { data: draftFactFind() });
    expect(getByText('James and Emma')).toBeInTheDocument();
    const key = factFindKeys.factFind(clientId);
    const update = (category: string, property: string, value: unknown) =>
      act(() => {
        queryClient.setQueryData(key, (data: ReturnType<typeof draftFactFind> | undefined) =>
          data ? withProperty(data, category, property, value) : data,
        );
      });
    const before = renders;
    update('personal_details_client1', 'middle_names', 'Robert');
    expect(renders).toBe(before);
    update('personal_details_client2', 'first_name', 'Emily');
    expect(getByText('James and Emily')).toBeInTheDocument();
    expect(renders).toBe(before + 1);
  });
});
