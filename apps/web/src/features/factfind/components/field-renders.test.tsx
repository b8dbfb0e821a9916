import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import type { FieldDef, SectionDef } from '@atrium/domain/factfind/template';
import { readPath } from '@atrium/domain/factfind/visibility';
import { act, fireEvent } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { factFindKeys } from '../api.ts';
import { clientId, draftFactFind, renderWithFactFind } from '../testing.tsx';
import { ItemField } from './item-field.tsx';
import { PropertyField } from './property-field.tsx';

// Typing in one field of a page of 200 and more re-renders that field alone. Every field of the
// base template is drawn (the repeatable sections with two items each), each inside a React Profiler, and
// the commits each field takes part in are counted.

const sections = baseTemplate.pages.flatMap((page) => page.sections);
type Entry = { id: string; section: SectionDef; field: FieldDef; index: number | null };
const entries: Entry[] = sections.flatMap((section): Entry[] =>
  section.repeatable
    ? [0, 1].flatMap((index) =>
        section.fields.map((field) => ({
          id: `${section.key}.${index}.${field.key}`,
          section,
          field,
          index,
        })),
      )
    : section.fields.map((field) => ({ id: `${section.key}.${field.key}`, section, field, index: null })),
);

// Two items in every list, so each item field has something to show.
const factFind = {
  ...draftFactFind().factFind,
  ...Object.fromEntries(
    sections
      .filter((section) => section.repeatable)
      .map((section) => [section.category, { [section.repeatable?.property ?? 'items']: [{}, {}] }]),
  ),
};

const renders = new Map<string, number>();
const onRender: ProfilerOnRenderCallback = (id) => {
  renders.set(id, (renders.get(id) ?? 0) + 1);
};

function renderPage() {
  return renderWithFactFind(
    entries.map(({ id, section, field, index }) => (
      <Profiler key={id} id={id} onRender={onRender}>
        {index === null ? (
          <PropertyField section={section} field={field} />
        ) : (
          <ItemField section={section} field={field} index={index} disabled={false} />
        )}
      </Profiler>
    )),
    { data: draftFactFind({ factFind }) },
  );
}

// Client 1's (the first of the two), through its <label>: Testing Library's role and label queries over
// 300 fields take minutes in jsdom.
function middleNames(): HTMLInputElement {
  const label = [...document.querySelectorAll('label')].find((l) =>
    l.textContent?.startsWith('Middle names'),
  );
  const input = label ? document.getElementById(label.htmlFor) : null;
  if (!(input instanceof HTMLInputElement)) throw new Error('no Middle names input');
  return input;
}
const rendered = () => [...renders.entries()].filter(([, count]) => count > 0).map(([id]) => id);
const updatePath = `/api/clients/${clientId}/portal/changes/update`;

describe('a 200-field fact-find page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renders.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('draws more than 200 fields', () => {
    const { container } = renderPage();
    expect(entries.length).toBeGreaterThanOrEqual(200);
    expect(container.querySelectorAll('input, textarea, select').length).toBeGreaterThanOrEqual(200);
  });

  it('re-renders only the field typed in, keystroke by keystroke', () => {
    renderPage();
    const input = middleNames();
    renders.clear();
    for (const value of ['R', 'Ro', 'Rob', 'Robe', 'Rober', 'Robert']) {
      fireEvent.change(input, { target: { value } });
    }
    expect(input).toHaveValue('Robert');
    expect(rendered()).toEqual(['personal_details_client1.middle_names']);
    expect(renders.get('personal_details_client1.middle_names')).toBeGreaterThanOrEqual(6);
  });

  it('re-renders only that field when the typed value is saved and the cached fact-find changes', async () => {
    answer(`PUT ${updatePath}`, {
      status: 200,
      body: { lastUpdated: '2026-11-21T12:00:00.000Z', version: 2 },
    });
    const { queryClient } = renderPage();
    const input = middleNames();
    renders.clear();
    fireEvent.change(input, { target: { value: 'Robert' } });
    fireEvent.blur(input);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);
    // The save reached the shared cache (every field's selector ran against it)…
    const cached = queryClient.getQueryData<PortalChangesResponse>(factFindKeys.factFind(clientId));
    expect(readPath(cached?.factFind ?? {}, 'personal_details_client1.middle_names')).toBe('Robert');
    // …and no other field re-rendered for it.
    expect(rendered()).toEqual(['personal_details_client1.middle_names']);
  });
});
