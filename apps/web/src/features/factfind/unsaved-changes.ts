import type { FactFindUpdateRequest, PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { z } from 'zod';
import { isApiError } from '../../lib/http.ts';
import { getSession } from '../../lib/session.ts';
import { addToast } from '../../ui/toast/toast-store.ts';
import { itemsAt } from './cache.ts';
import { applied, type FactFindChange, requestFor } from './change-model.ts';
import { runSerialisedSave } from './save-queue.ts';

// A session that ends loses nothing typed (WCAG 2.2.5, Re-authenticating). Every value edit is
// written here before it is sent and forgotten once the server has answered for it; what is left (the
// token expired, the tab was closed mid-save) is sent again, with its original Idempotency-Key, the next
// time this user's fact-find loads: after the next login, or the reload. Kept per user and fact-find in
// sessionStorage: values only, never a token, and gone with the tab on a shared computer.

export type ValueChange = Extract<FactFindChange, { kind: 'property' | 'scalar' | 'item-property' }>;
export type UnsavedChange = ValueChange | { kind: 'answer'; answerId: number; value: unknown };

// The server keeps Idempotency-Keys for 24 hours; an older edit could no longer be told from a new one.
export const unsavedChangeMaxAgeMs = 24 * 60 * 60_000;

const changeSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('property'),
    category: z.string(),
    property: z.string(),
    value: z.unknown(),
    typed: z.string().optional(),
  }),
  z.object({ kind: z.literal('scalar'), category: z.string(), value: z.unknown() }),
  z.object({
    kind: z.literal('item-property'),
    category: z.string(),
    property: z.string(),
    index: z.number().int().min(0),
    key: z.string(),
    value: z.unknown(),
    typed: z.string().optional(),
  }),
  z.object({ kind: z.literal('answer'), answerId: z.number().int(), value: z.unknown() }),
]);
const entrySchema = z.object({ path: z.string(), key: z.string(), at: z.number(), change: changeSchema });
type Entry = z.infer<typeof entrySchema>;

export function unsavedChangesStorageKey(userId: number, clientId: number): string {
  return `atrium:unsaved-fact-find:${userId}:${clientId}`;
}

// Steps and items added or removed are not values typed: they are redone in a click, and replaying an
// index-based change later could hit the wrong item.
export function isValueChange(change: FactFindChange): change is ValueChange {
  return change.kind === 'property' || change.kind === 'scalar' || change.kind === 'item-property';
}

// One entry per field: a newer edit of a field replaces an older one still waiting.
function pathOf(change: UnsavedChange): string {
  switch (change.kind) {
    case 'property':
      return `property:${change.category}.${change.property}`;
    case 'scalar':
      return `scalar:${change.category}`;
    case 'item-property':
      return `item:${change.category}.${change.property}.${change.index}.${change.key}`;
    case 'answer':
      return `answer:${change.answerId}`;
  }
}

function read(storageKey: string, now = Date.now()): Entry[] {
  try {
    const parsed = z.array(entrySchema).safeParse(JSON.parse(sessionStorage.getItem(storageKey) ?? '[]'));
    return parsed.success ? parsed.data.filter((entry) => now - entry.at < unsavedChangeMaxAgeMs) : [];
  } catch {
    return [];
  }
}

function write(storageKey: string, entries: Entry[]): void {
  try {
    if (entries.length === 0) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify(entries));
  } catch {
    // Storage full or blocked: the save itself goes ahead; only the safety net is missing.
  }
}

function forget(storageKey: string, key: string): void {
  const entries = read(storageKey);
  const left = entries.filter((entry) => entry.key !== key);
  if (left.length !== entries.length) write(storageKey, left);
}

// Keys of edits this page is sending right now: not for a replay to send as well.
const inFlightKeys = new Set<string>();

// A 401/419 ends the session: the edit waits for the next login. No answer, or a 5xx, may be passing:
// the edit waits for the next load (the field also offers Retry). Any other answer is final.
const isSessionEnd = (error: unknown) => isApiError(error) && (error.status === 401 || error.status === 419);
const isTransient = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

export type PendingChange = { settle: (error: unknown) => void };

// Called just before an edit is sent; settle() with the outcome (null on success) once it is known.
export function rememberUnsavedChange(clientId: number, change: UnsavedChange, key: string): PendingChange {
  const userId = getSession().user?.id;
  if (userId === undefined) return { settle: () => {} };
  const storageKey = unsavedChangesStorageKey(userId, clientId);
  const path = pathOf(change);
  inFlightKeys.add(key);
  write(storageKey, [
    ...read(storageKey).filter((entry) => entry.path !== path),
    { path, key, at: Date.now(), change },
  ]);
  return {
    settle(error) {
      inFlightKeys.delete(key);
      if (error && (isSessionEnd(error) || isTransient(error))) return;
      forget(storageKey, key);
    },
  };
}

type Data = PortalChangesResponse;

export type ReplaySenders = {
  // The fact-find as saved now (an item's edit is merged into the item as it is now).
  load: () => Promise<Data>;
  update: (request: FactFindUpdateRequest, key: string) => Promise<unknown>;
  answer: (answerId: number, value: unknown, key: string) => Promise<unknown>;
};

const running = new Map<string, Promise<void>>();

// Sends what this user left unsaved in this fact-find, oldest first, before the fact-find is read, so
// what is read already holds it. Never throws: whatever cannot be sent now stays for next time.
export function replayUnsavedChanges(clientId: number, senders: ReplaySenders): Promise<void> {
  const { user, token, isMultifactorVerified, isExpired } = getSession();
  if (!user || !token || !isMultifactorVerified || isExpired) return Promise.resolve();
  const storageKey = unsavedChangesStorageKey(user.id, clientId);
  const current = running.get(storageKey);
  if (current) return current;
  const entries = read(storageKey).filter((entry) => !inFlightKeys.has(entry.key));
  if (entries.length === 0) return Promise.resolve();
  const run = replay(storageKey, entries, senders).finally(() => running.delete(storageKey));
  running.set(storageKey, run);
  return run;
}

// An item's edit whose item was removed since (on another device): there is nothing left to edit.
class ItemGone extends Error {
  constructor() {
    super('The item it belonged to has been removed.');
  }
}

async function replay(storageKey: string, entries: Entry[], senders: ReplaySenders): Promise<void> {
  let data: Data | undefined;
  let saved = 0;
  const refused: string[] = [];
  for (const entry of entries) {
    const { change } = entry;
    try {
      await runSerialisedSave(async () => {
        if (change.kind === 'answer') {
          await senders.answer(change.answerId, change.value, entry.key);
          return;
        }
        if (change.kind === 'item-property') {
          data ??= await senders.load();
          if (change.index >= itemsAt(data, change.category, change.property).length) throw new ItemGone();
        }
        const request = requestFor(change, data);
        await senders.update(request, entry.key);
        if (data) data = applied(data, change, request);
      });
      saved += 1;
    } catch (error) {
      // The session ended again, or the server cannot be reached: this and the rest wait for next time.
      if (!(error instanceof ItemGone) && (isSessionEnd(error) || isTransient(error))) break;
      // The key was used before for this same edit: the server has had it since then.
      if (isApiError(error) && error.errors['Idempotency-Key']) saved += 1;
      else refused.push(error instanceof Error ? error.message : String(error));
    }
    forget(storageKey, entry.key);
  }
  if (saved > 0) {
    addToast({
      description: `We saved ${saved === 1 ? 'a change' : `${saved} changes`} you made earlier that had not reached us yet.`,
    });
  }
  if (refused.length > 0) {
    addToast({
      description: `${refused.length === 1 ? 'A change' : `${refused.length} changes`} you made earlier could not be saved: ${refused[0]}`,
      isError: true,
      timeout: 10_000,
    });
  }
}
