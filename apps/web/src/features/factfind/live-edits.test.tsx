import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { FactFindEditedPayload } from '@atrium/domain/contract/realtime';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import type { SectionDef } from '@atrium/domain/factfind/template';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, requests } from '../../test/fake-api.ts';
import { factFindKeys } from './api.ts';
import { itemsAt } from './cache.ts';
import { PropertyField } from './components/property-field.tsx';
import { forgetLiveEdits, isSuperseded, mergePartnerEdit } from './live-edits.ts';
import { clientId, draftFactFind, renderWithFactFind } from './testing.tsx';

// The partner's saves merged into this browser's fact-find, path by path (live-edits.ts), and a field
// being typed in keeps its text (synced-field.tsx).

const person1 = baseTemplate.pages[0]?.sections.find(
  (s) => s.key === 'personal_details_client1',
) as SectionDef;

function edited(version: number, edits: FactFindEditedPayload['edits']): FactFindEditedPayload {
  return {
    client_id: clientId,
    fact_find_id: 1,
    version,
    last_updated: `2026-11-24T15:00:0${version % 10}.000Z`,
    by: { user_id: 8, person: 2, name: 'Emma Carter' },
    edits,
    timestamp: '2026-11-24T15:00:00.000Z',
  };
}

const read = (data: PortalChangesResponse, category: string, property: string) =>
  (data.factFind[category] as Record<string, unknown> | undefined)?.[property];

afterEach(() => forgetLiveEdits());

describe('merging the partner’s saves', () => {
  it('keeps both when the partners change different answers', () => {
    const mine = isSuperseded(clientId, ['personal_details_client1.nationality'], 5);
    expect(mine).toBe(false);
    const { data } = mergePartnerEdit(
      clientId,
      draftFactFind(),
      edited(6, [{ op: 'set', path: 'personal_details_client2.nationality', value: 'Irish' }]),
    );
    expect(read(data, 'personal_details_client2', 'nationality')).toBe('Irish');
    expect(read(data, 'personal_details_client2', 'first_name')).toBe('Emma');
    expect(read(data, 'personal_details_client1', 'first_name')).toBe('James');
    expect(data.lastUpdated).toBe('2026-11-24T15:00:06.000Z');
  });

  it('on the same answer, keeps the write that reached the server last, whichever arrives first', () => {
    const path = 'personal_details_client1.middle_names';
    // The partner's later save (version 7) arrives before this browser's own answer (version 6): the cache keeps
    // the partner's, and the own save does not overwrite it.
    const first = mergePartnerEdit(
      clientId,
      draftFactFind(),
      edited(7, [{ op: 'set', path, value: 'Paul' }]),
    );
    expect(read(first.data, 'personal_details_client1', 'middle_names')).toBe('Paul');
    expect(isSuperseded(clientId, [path], 6)).toBe(true);
    // This browser's save was the later one (version 9): the partner's earlier one (8), arriving after it, is not
    // applied over it.
    expect(isSuperseded(clientId, [path], 9)).toBe(false);
    const late = mergePartnerEdit(clientId, first.data, edited(8, [{ op: 'set', path, value: 'Peter' }]));
    expect(late.applied).toEqual([]);
    expect(late.data).toBe(first.data);
  });

  it('adds, replaces and removes list items, and answers the firm’s own questions', () => {
    const item = { type: 'salary', owner: 'client2', gross_amount: 41000 };
    const added = mergePartnerEdit(
      clientId,
      draftFactFind(),
      edited(3, [{ op: 'set', path: 'income.items.0', value: item }]),
    ).data;
    expect(itemsAt(added, 'income', 'items')).toEqual([item]);
    const answered = mergePartnerEdit(
      clientId,
      added,
      edited(4, [{ op: 'set', path: 'custom.goal_summary', value: 'Retire at 60' }]),
    ).data;
    const question = answered.customPages[0]?.sections[0]?.questions[0];
    expect(question?.answer).toEqual({ id: 501, value: 'Retire at 60' });
    const removed = mergePartnerEdit(
      clientId,
      answered,
      edited(5, [{ op: 'remove', path: 'income.items.0' }]),
    );
    expect(itemsAt(removed.data, 'income', 'items')).toEqual([]);
    expect(removed.removals).toEqual([{ op: 'remove', path: 'income.items.0' }]);
  });
});

describe('a field when the partner saves it', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  function renderFields(...keys: string[]) {
    return renderWithFactFind(
      <div>
        {keys.map((key) => (
          <PropertyField
            key={key}
            section={person1}
            field={person1.fields.find((f) => f.key === key) as never}
          />
        ))}
      </div>,
    );
  }

  it('follows the partner’s value while nothing is typed in it, and never types over unsaved text', async () => {
    const { queryClient } = renderFields('middle_names', 'nationality');
    const middle = screen.getByRole('textbox', { name: /^Middle names/ });
    const nationality = screen.getByRole('textbox', { name: /^Nationality/ });
    fireEvent.change(nationality, { target: { value: 'Brit' } });
    const key = factFindKeys.factFind(clientId);
    act(() => {
      const cached = queryClient.getQueryData<PortalChangesResponse>(key) as PortalChangesResponse;
      const merged = mergePartnerEdit(
        clientId,
        cached,
        edited(4, [
          { op: 'set', path: 'personal_details_client1.middle_names', value: 'Robert' },
          { op: 'set', path: 'personal_details_client1.nationality', value: 'Irish' },
        ]),
      );
      queryClient.setQueryData(key, merged.data);
    });
    expect(middle).toHaveValue('Robert');
    expect(nationality).toHaveValue('Brit');
    expect(nationality).toHaveAccessibleDescription(
      'Emma Carter saved Irish here while you were typing. What you enter replaces it when you leave the field.',
    );

    // Leaving the field saves what was typed (the last write wins) and the notice goes.
    answer(`PUT /api/clients/${clientId}/portal/changes/update`, {
      status: 200,
      body: { lastUpdated: '2026-11-24T15:01:00.000Z', version: 5 },
    });
    fireEvent.change(nationality, { target: { value: 'British' } });
    fireEvent.blur(nationality);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([
      { updates: { personal_details_client1: { nationality: 'British' } } },
    ]);
    expect(nationality).toHaveValue('British');
    expect(nationality).not.toHaveAccessibleDescription(expect.stringContaining('Emma Carter'));
    const cached = queryClient.getQueryData<PortalChangesResponse>(key) as PortalChangesResponse;
    expect(read(cached, 'personal_details_client1', 'nationality')).toBe('British');
  });
});
