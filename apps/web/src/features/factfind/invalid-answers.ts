import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { getSession } from '../../lib/session.ts';
import { unsavedChangeMaxAgeMs } from './unsaved-changes.ts';

// An invalid value gets the error class and is not saved. It is not dropped either: it stays in its field
// with its message until it is corrected or cleared, counted wherever the fact-find says what needs attention (the
// step list, Next, the review page), and kept across a reload as the unsaved edits are (unsaved-changes.ts: per
// user and fact-find, in sessionStorage, values only). Keyed by the answer's path, as the server names it in a 422
// (`category.property`, `category`, `category.property.index.key`, `custom.{id}`).

// The item and field an answer's path names in a list (`dependants.items` + `dependants.items.2.first_name` →
// 2, first_name), or null when the path is not in that list.
export function itemAnswerOf(path: string, listPath: string): { index: number; key: string } | null {
  const match = path.startsWith(`${listPath}.`)
    ? /^(\d+)\.(.+)$/.exec(path.slice(listPath.length + 1))
    : null;
  return match ? { index: Number(match[1]), key: match[2] ?? '' } : null;
}

export type InvalidAnswer = { value: unknown; message: string; at: number };
export type InvalidAnswers = Readonly<Record<string, InvalidAnswer>>;

// Whose fact-find: the client's id, or null in preview mode.
type Owner = number | null;

const entriesSchema = z.record(
  z.string(),
  z.object({ value: z.unknown(), message: z.string(), at: z.number() }),
);

export function invalidAnswersStorageKey(userId: number, clientId: number): string {
  return `atrium:invalid-fact-find:${userId}:${clientId}`;
}

// Per signed-in user and client; an adviser's preview (local state only) has a key of its own.
function storageKeyOf(owner: Owner): string {
  const userId = getSession().user?.id ?? 0;
  return owner === null
    ? `atrium:invalid-fact-find:${userId}:preview`
    : invalidAnswersStorageKey(userId, owner);
}

const empty: InvalidAnswers = Object.freeze({});
// What could not be stored (storage blocked or full), by key.
const memory = new Map<string, InvalidAnswers>();
// The last parse of each stored value, so a render reads the same object until the value changes.
const parsed = new Map<string, { raw: string; entries: InvalidAnswers }>();
const listeners = new Set<() => void>();

function parse(storageKey: string, raw: string): InvalidAnswers {
  const earlier = parsed.get(storageKey);
  if (earlier?.raw === raw) return earlier.entries;
  let entries: InvalidAnswers = empty;
  try {
    const result = entriesSchema.safeParse(JSON.parse(raw));
    const now = Date.now();
    if (result.success) {
      const fresh = Object.entries(result.data).filter(([, entry]) => now - entry.at < unsavedChangeMaxAgeMs);
      if (fresh.length > 0) entries = Object.fromEntries(fresh);
    }
  } catch {
    entries = empty;
  }
  parsed.set(storageKey, { raw, entries });
  return entries;
}

function load(owner: Owner): InvalidAnswers {
  const storageKey = storageKeyOf(owner);
  const remembered = memory.get(storageKey);
  if (remembered) return remembered;
  try {
    const raw = sessionStorage.getItem(storageKey);
    return raw === null ? empty : parse(storageKey, raw);
  } catch {
    return empty;
  }
}

function store(owner: Owner, entries: InvalidAnswers): void {
  const storageKey = storageKeyOf(owner);
  try {
    if (Object.keys(entries).length === 0) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, JSON.stringify(entries));
    memory.delete(storageKey);
  } catch {
    // Storage full or blocked: the answers stay in this page's memory; only the safety net is missing.
    memory.set(storageKey, entries);
  }
  for (const notify of listeners) notify();
}

// What the hook below reads, for an event handler that must not act on a render's older copy.
export function invalidAnswersOf(owner: Owner): InvalidAnswers {
  return load(owner);
}

export function findInvalidAnswer(owner: Owner, path: string): InvalidAnswer | null {
  return load(owner)[path] ?? null;
}

export function rememberInvalidAnswer(owner: Owner, path: string, value: unknown, message: string): void {
  const entries = load(owner);
  const earlier = entries[path];
  if (earlier && earlier.message === message && JSON.stringify(earlier.value) === JSON.stringify(value))
    return;
  store(owner, { ...entries, [path]: { value, message, at: Date.now() } });
}

export function forgetInvalidAnswer(owner: Owner, path: string): void {
  const entries = load(owner);
  if (!(path in entries)) return;
  const { [path]: _gone, ...rest } = entries;
  store(owner, rest);
}

// An item removed from a list: its answers go with it (the person removed them), and the later items' answers
// move up one place, as their items do.
export function shiftInvalidAnswersAfterRemoval(owner: Owner, listPath: string, index: number): void {
  const entries = load(owner);
  let isChanged = false;
  const next: Record<string, InvalidAnswer> = {};
  for (const [path, entry] of Object.entries(entries)) {
    const item = itemAnswerOf(path, listPath);
    if (!item || item.index < index) next[path] = entry;
    else if (item.index > index) next[`${listPath}.${item.index - 1}.${item.key}`] = entry;
    if (item && item.index >= index) isChanged = true;
  }
  if (isChanged) store(owner, next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// The invalid answers of this fact-find, re-rendering when one is added, corrected or cleared.
export function useInvalidAnswers(owner: Owner): InvalidAnswers {
  const snapshot = useCallback(() => load(owner), [owner]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
