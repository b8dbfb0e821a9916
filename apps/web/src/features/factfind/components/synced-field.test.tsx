import { baseTemplate } from '@atrium/domain/factfind/base-template';
import type { SectionDef } from '@atrium/domain/factfind/template';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, type FakeResponse, invalidData, requests } from '../../../test/fake-api.ts';
import { getToasts, removeToast } from '../../../ui/toast/toast-store.ts';
import { Toaster } from '../../../ui/toast/toaster.tsx';
import { clientId, renderWithFactFind } from '../testing.tsx';
import { PropertyField } from './property-field.tsx';

const person1 = baseTemplate.pages[0]?.sections.find(
  (s) => s.key === 'personal_details_client1',
) as SectionDef;
const updatePath = `/api/clients/${clientId}/portal/changes/update`;
const saved: FakeResponse = { status: 200, body: { lastUpdated: '2026-11-21T12:00:00.000Z', version: 2 } };

function renderFields(...keys: string[]) {
  return renderWithFactFind(
    <>
      {keys.map((key) => (
        <PropertyField
          key={key}
          section={person1}
          field={person1.fields.find((f) => f.key === key) as never}
        />
      ))}
      <Toaster />
    </>,
  );
}

const puts = () => requests.filter((request) => request.method === 'PUT');
const flush = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const statusOf = (input: HTMLElement) =>
  input.closest('.fact-find-field')?.querySelector('[role="status"]') as HTMLElement;

function enter(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

describe('a synced fact-find field', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => {
    for (const toast of getToasts()) removeToast(toast.id);
    vi.useRealTimers();
  });

  it('saves one valid property with an Idempotency-Key; the indicator is active after 50 ms and gone after 2.5 s', async () => {
    answer(`PUT ${updatePath}`, saved);
    const { queryClient } = renderFields('middle_names');
    const input = screen.getByRole('textbox', { name: /^Middle names/ });
    enter(input, '  Robert ');
    await flush();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toEqual({ updates: { personal_details_client1: { middle_names: 'Robert' } } });
    expect(puts()[0]?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(input).toHaveValue('Robert');
    const saying = () => statusOf(input).querySelector('.save-indicator');
    expect(saying()).toHaveTextContent('Saved');
    expect(saying()).not.toHaveAttribute('data-active');
    await flush(49);
    expect(saying()).not.toHaveAttribute('data-active');
    await flush(1);
    expect(saying()).toHaveAttribute('data-active');
    await flush(2449);
    expect(saying()).toBeInTheDocument();
    await flush(1);
    expect(saying()).toBeNull();
    const data = queryClient.getQueryData<{ factFind: Record<string, Record<string, unknown>> }>([
      'factfind',
      clientId,
    ]);
    expect(data?.factFind.personal_details_client1?.middle_names).toBe('Robert');
    expect(data?.factFind.personal_details_client1?.first_name).toBe('James');
  });

  it('marks an invalid value with the error class and a message tied to the input, and saves nothing', async () => {
    answer(`PUT ${updatePath}`, saved);
    renderFields('email');
    const input = screen.getByRole('textbox', { name: /^Email address/ });
    enter(input, 'james@');
    await flush();
    expect(puts()).toHaveLength(0);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // Client 1's email field also explains it is not the sign-in address (template-about.ts): the error follows.
    expect(input).toHaveAccessibleDescription(/Enter a valid email address\.$/);
    expect(input.closest('.fact-find-field')).toHaveClass('field-error');

    enter(input, 'james@example.com');
    await flush();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.closest('.fact-find-field')).not.toHaveClass('field-error');
    expect(puts()).toHaveLength(1);
  });

  it('does not save a value that has not changed', async () => {
    renderFields('first_name');
    const input = screen.getByRole('textbox', { name: /^First name/ });
    enter(input, 'James');
    await flush();
    expect(puts()).toHaveLength(0);
  });

  it('while one save is in flight, the next waits and tries again every 40 ms', async () => {
    let release: () => void = () => {};
    answer(`PUT ${updatePath}`, (request) =>
      JSON.stringify(request.body).includes('middle_names')
        ? new Promise<FakeResponse>((resolve) => {
            release = () => resolve(saved);
          })
        : saved,
    );
    renderFields('middle_names', 'nationality');
    enter(screen.getByRole('textbox', { name: /^Middle names/ }), 'Robert');
    await flush();
    enter(screen.getByRole('textbox', { name: /^Nationality/ }), 'British');
    await flush(120);
    expect(puts()).toHaveLength(1);
    release();
    await flush(39);
    expect(puts()).toHaveLength(1);
    await flush(1);
    expect(puts()).toHaveLength(2);
    expect(puts()[1]?.body).toEqual({ updates: { personal_details_client1: { nationality: 'British' } } });
  });

  it('shows "Not saved" with Retry after a failure, keeps the value, and retries with the same key', async () => {
    let calls = 0;
    answer(`PUT ${updatePath}`, () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { message: 'Server Error' } } : saved;
    });
    renderFields('nationality');
    const input = screen.getByRole('textbox', { name: /^Nationality/ });
    enter(input, 'British');
    await flush();
    expect(statusOf(input)).toHaveTextContent('Not saved');
    expect(input).toHaveValue('British');
    const retry = screen.getByRole('button', { name: /^Retry/ });
    expect(retry).toHaveAccessibleName('Retry saving Nationality');
    fireEvent.click(retry);
    await flush();
    expect(puts()).toHaveLength(2);
    expect(puts()[1]?.headers.get('Idempotency-Key')).toBe(puts()[0]?.headers.get('Idempotency-Key'));
    expect(statusOf(input)).toHaveTextContent('Saved');
  });

  it('shows a server 422 for the property as the field error', async () => {
    answer(
      `PUT ${updatePath}`,
      invalidData({
        'personal_details_client1.date_of_birth': ['The date of birth cannot be in the future.'],
      }),
    );
    renderFields('date_of_birth');
    const input = screen.getByLabelText(/^Date of birth/);
    enter(input, '1980-01-01');
    await flush();
    expect(input).toHaveAccessibleDescription('The date of birth cannot be in the future.');
    expect(input).toHaveValue('1980-01-01');
  });

  it('shows the not-permitted message for 10 seconds on a 403', async () => {
    answer(`PUT ${updatePath}`, {
      status: 403,
      body: { message: 'You are not permitted to perform this action, please contact your adviser' },
    });
    renderFields('nationality');
    const input = screen.getByRole('textbox', { name: /^Nationality/ });
    enter(input, 'British');
    await flush();
    const message = 'You are not permitted to perform this action, please contact your adviser';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(statusOf(input)).toHaveTextContent('Not saved');
    await flush(9999);
    expect(screen.getByText(message)).toBeInTheDocument();
    await flush(1);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('saves nothing in preview mode, yet keeps the change locally', async () => {
    const { queryClient } = renderWithFactFind(
      <PropertyField
        section={person1}
        field={person1.fields.find((f) => f.key === 'nationality') as never}
      />,
      { isPreview: true },
    );
    enter(screen.getByRole('textbox', { name: /^Nationality/ }), 'Irish');
    await flush();
    expect(requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
    const data = queryClient.getQueryData<{ factFind: Record<string, Record<string, unknown>> }>([
      'factfind',
      'preview',
    ]);
    expect(data?.factFind.personal_details_client1?.nationality).toBe('Irish');
  });
});
