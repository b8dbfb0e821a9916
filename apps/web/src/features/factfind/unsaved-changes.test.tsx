import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { initSession, startSession } from '../../lib/session.ts';
import { factFindPath } from '../../test/factfind-fixtures.ts';
import { answer, type FakeRequest, requests } from '../../test/fake-api.ts';
import { jointClient, loginResponse, storeSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { getToasts, removeToast } from '../../ui/toast/toast-store.ts';
import { clientId, draftFactFind } from './testing.tsx';
import {
  type ReplaySenders,
  rememberUnsavedChange,
  replayUnsavedChanges,
  type UnsavedChange,
  unsavedChangesStorageKey,
} from './unsaved-changes.ts';

const updatePath = `/api/clients/${clientId}/portal/changes/update`;
const saved = { status: 200, body: { lastUpdated: '2026-11-21T12:00:00.000Z', version: 3 } };
const storageKey = unsavedChangesStorageKey(jointClient.id, clientId);
const stored = () => JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as { change: UnsavedChange }[];
const puts = () => requests.filter((r) => r.method === 'PUT' && r.path === updatePath);
const middleName = {
  kind: 'property',
  category: 'personal_details_client1',
  property: 'middle_names',
} as const;

// The fact-find as the server holds it: each PUT of a property is applied, so a GET shows what was saved.
function serverFactFind(initial: PortalChangesResponse = draftFactFind()) {
  let data = initial;
  answer(`GET ${factFindPath}`, (request) =>
    request.headers.get('Authorization')
      ? { status: 200, body: data }
      : { status: 401, body: { message: 'Unauthenticated.' } },
  );
  return {
    accept(request: FakeRequest) {
      const updates = (request.body as { updates?: Record<string, Record<string, unknown>> }).updates ?? {};
      const factFind = { ...data.factFind };
      for (const [category, properties] of Object.entries(updates))
        factFind[category] = { ...(factFind[category] as object), ...properties };
      data = { ...data, factFind };
      return saved;
    },
  };
}

function leaveUnsaved(change: UnsavedChange, key: string, at = Date.now(), userId = jointClient.id) {
  const path = change.kind === 'property' ? `property:${change.category}.${change.property}` : `other:${key}`;
  const entry = { path, key, at, change };
  sessionStorage.setItem(unsavedChangesStorageKey(userId, clientId), JSON.stringify([entry]));
}

function asClient() {
  storeSession();
  answer('GET /api/user', { status: 200, body: jointClient });
}

beforeEach(() => {
  for (const toast of getToasts()) removeToast(toast.id);
});

describe('a fact-find edit made as the session expires', () => {
  it('is kept (values only, no token), and saved with its own key after the next login, then cleared', async () => {
    asClient();
    const server = serverFactFind();
    answer(`PUT ${updatePath}`, { status: 401, body: { message: 'Unauthenticated.' } });
    const app = renderApp('/fact-find');
    const field = (await screen.findAllByRole('textbox', { name: /^Middle names/ }))[0] as HTMLElement;
    fireEvent.change(field, { target: { value: 'Robert' } });
    fireEvent.blur(field);

    await screen.findByRole('dialog', { name: 'Session Expired' });
    expect(stored().map((entry) => entry.change)).toEqual([{ ...middleName, value: 'Robert' }]);
    expect(sessionStorage.getItem(storageKey)).not.toContain('token-123');
    const firstKey = puts()[0]?.headers.get('Idempotency-Key');

    await app.user.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('heading', { name: 'Log in' });
    answer('POST /api/login', { status: 200, body: loginResponse() });
    answer(`PUT ${updatePath}`, server.accept);
    await app.user.type(screen.getByLabelText('Email address'), 'client@example.com');
    await app.user.type(screen.getByLabelText('Password'), 'atrium-demo-password');
    await app.user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(app.location().pathname).toBe('/fact-find'));
    const again = (await screen.findAllByRole('textbox', { name: /^Middle names/ }))[0];
    expect(again).toHaveValue('Robert');
    const replayed = puts().at(-1);
    expect(replayed?.headers.get('Idempotency-Key')).toBe(firstKey);
    expect(replayed?.body).toEqual({ updates: { personal_details_client1: { middle_names: 'Robert' } } });
    expect(sessionStorage.getItem(storageKey)).toBeNull();
    expect(await screen.findByText(/We saved a change you made earlier/)).toBeInTheDocument();
  });

  it('is saved before the fact-find loads after a reload, so the page shows it', async () => {
    asClient();
    const server = serverFactFind();
    answer(`PUT ${updatePath}`, server.accept);
    leaveUnsaved({ ...middleName, value: 'Robert' }, '7d1e4a4e-3f43-4c55-9f4e-2d0c2d7f7a10');
    renderApp('/fact-find');
    const field = (await screen.findAllByRole('textbox', { name: /^Middle names/ }))[0];
    expect(field).toHaveValue('Robert');
    const putAt = requests.findIndex((r) => r.method === 'PUT');
    const lastGet = requests.findLastIndex((r) => r.method === 'GET' && r.path === factFindPath);
    expect(putAt).toBeGreaterThanOrEqual(0);
    expect(putAt).toBeLessThan(lastGet);
    expect(sessionStorage.getItem(storageKey)).toBeNull();
  });

  it("is never sent for another user: each user's edits are kept apart", async () => {
    asClient();
    serverFactFind();
    leaveUnsaved(
      { ...middleName, value: 'Someone else' },
      'b1f7c9a2-1d4e-4a8b-9c3d-5e6f7a8b9c0d',
      Date.now(),
      99,
    );
    renderApp('/fact-find');
    await screen.findAllByRole('textbox', { name: /^Middle names/ });
    expect(puts()).toHaveLength(0);
    expect(sessionStorage.getItem(unsavedChangesStorageKey(99, clientId))).not.toBeNull();
  });

  it('says so when the server refuses it now, and forgets it', async () => {
    asClient();
    serverFactFind();
    answer(`PUT ${updatePath}`, {
      status: 409,
      body: { message: 'This fact-find has been submitted for review.' },
    });
    leaveUnsaved({ ...middleName, value: 'Robert' }, '0e9a3c1b-2f4d-4e6a-8b7c-9d0e1f2a3b4c');
    renderApp('/fact-find');
    expect(
      await screen.findByText(
        'A change you made earlier could not be saved: This fact-find has been submitted for review.',
      ),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(storageKey)).toBeNull();
  });

  it('is dropped after 24 hours, when the server no longer knows its key', async () => {
    asClient();
    serverFactFind();
    leaveUnsaved(
      { ...middleName, value: 'Robert' },
      '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f',
      Date.now() - 25 * 3_600_000,
    );
    renderApp('/fact-find');
    await screen.findAllByRole('textbox', { name: /^Middle names/ });
    expect(puts()).toHaveLength(0);
  });
});

describe('the unsaved-changes store', () => {
  beforeEach(() => {
    initSession();
    startSession(loginResponse());
  });

  const senders = (data: PortalChangesResponse, calls: unknown[][]): ReplaySenders => ({
    load: async () => data,
    update: async (request, key) => {
      calls.push(['update', request, key]);
    },
    answer: async (answerId, value, key) => {
      calls.push(['answer', answerId, value, key]);
    },
  });

  it('forgets an edit once the server has it, or refused it; keeps it on a session end or no answer', () => {
    rememberUnsavedChange(clientId, { ...middleName, value: 'A' }, 'k1').settle(null);
    expect(stored()).toEqual([]);
    rememberUnsavedChange(clientId, { ...middleName, value: 'B' }, 'k2').settle(
      new ApiError(422, 'Invalid.'),
    );
    expect(stored()).toEqual([]);
    rememberUnsavedChange(clientId, { ...middleName, value: 'C' }, 'k3').settle(new ApiError(401, 'No.'));
    expect(stored().map((entry) => entry.change)).toEqual([{ ...middleName, value: 'C' }]);
    rememberUnsavedChange(clientId, { ...middleName, value: 'D' }, 'k4').settle(new ApiError(0, 'Offline.'));
    // One entry per field: the newer edit replaced the older.
    expect(stored().map((entry) => entry.change)).toEqual([{ ...middleName, value: 'D' }]);
  });

  it('does not replay an edit this page is still sending', async () => {
    const pending = rememberUnsavedChange(clientId, { ...middleName, value: 'A' }, 'k1');
    const calls: unknown[][] = [];
    await replayUnsavedChanges(clientId, senders(draftFactFind(), calls));
    expect(calls).toEqual([]);
    pending.settle(new ApiError(401, 'Unauthenticated.'));
    await replayUnsavedChanges(clientId, senders(draftFactFind(), calls));
    expect(calls).toHaveLength(1);
  });

  it("merges an item's edit into the item as saved now, and reports an item that is gone", async () => {
    const data = draftFactFind();
    data.factFind.assets = { properties: [{ description: 'Flat', value: 1 }] };
    const item = { kind: 'item-property', category: 'assets', property: 'properties', key: 'value' } as const;
    rememberUnsavedChange(clientId, { ...item, index: 0, value: 250000 }, 'k1').settle(new ApiError(401, ''));
    rememberUnsavedChange(clientId, { ...item, index: 3, value: 9 }, 'k2').settle(new ApiError(401, ''));
    rememberUnsavedChange(clientId, { kind: 'answer', answerId: 501, value: 'Retire' }, 'k3').settle(
      new ApiError(401, ''),
    );
    const calls: unknown[][] = [];
    await replayUnsavedChanges(clientId, senders(data, calls));
    expect(calls).toEqual([
      [
        'update',
        {
          item: {
            category: 'assets',
            property: 'properties',
            index: 0,
            value: { description: 'Flat', value: 250000 },
          },
        },
        'k1',
      ],
      ['answer', 501, 'Retire', 'k3'],
    ]);
    expect(stored()).toEqual([]);
    expect(getToasts().map((toast) => toast.description)).toEqual([
      'We saved 2 changes you made earlier that had not reached us yet.',
      'A change you made earlier could not be saved: The item it belonged to has been removed.',
    ]);
  });

  it('stops at a session end and keeps the rest for next time', async () => {
    rememberUnsavedChange(clientId, { ...middleName, value: 'A' }, 'k1').settle(new ApiError(401, ''));
    const other = {
      kind: 'property',
      category: 'personal_details_client1',
      property: 'nationality',
    } as const;
    rememberUnsavedChange(clientId, { ...other, value: 'British' }, 'k2').settle(new ApiError(401, ''));
    let sends = 0;
    await replayUnsavedChanges(clientId, {
      load: async () => draftFactFind(),
      update: async () => {
        sends += 1;
        throw new ApiError(401, 'Unauthenticated.');
      },
      answer: async () => {},
    });
    expect(sends).toBe(1);
    expect(stored()).toHaveLength(2);
  });
});
