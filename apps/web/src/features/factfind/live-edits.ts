import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { FactFindEdit, FactFindEditedPayload } from '@atrium/domain/contract/realtime';
import { withAnswer, withItem, withoutItem, withProperty, withScalar } from './cache.ts';

// The partner's saves, merged into this browser's cached fact-find path by path. Each save has the
// fact-find's version after it (the server counts every save); per path the later version is kept, whichever
// arrives first: the partner's edit over the wire or this browser's own save's answer. So two people editing
// different fields lose nothing, and on the same field the last write to reach the server wins on both screens.

type Data = PortalChangesResponse;

// The version each path was last written at, as this browser knows it, per client.
const versions = new Map<number, Map<string, number>>();
// Who last changed a path from elsewhere, for the field that was being typed in (synced-field.tsx's notice).
const authors = new Map<number, Map<string, string>>();

// One client's map in a per-client store, made on first use.
function ofClient<V>(store: Map<number, Map<string, V>>, clientId: number): Map<string, V> {
  let map = store.get(clientId);
  if (!map) {
    map = new Map();
    store.set(clientId, map);
  }
  return map;
}

// The path itself or a list item holding it ('income.items.0' holds 'income.items.0.amount').
function known(map: Map<string, number>, path: string): number {
  let latest = map.get(path) ?? 0;
  for (const [written, version] of map)
    if (path.startsWith(`${written}.`) || written.startsWith(`${path}.`)) latest = Math.max(latest, version);
  return latest;
}

// This browser's own save of these paths came back with `version`: whether a later write (the partner's) has
// already been merged, in which case the cache keeps that one.
export function isSuperseded(clientId: number, paths: string[], version: number): boolean {
  const map = ofClient(versions, clientId);
  const later = paths.some((path) => known(map, path) > version);
  if (!later) for (const path of paths) map.set(path, version);
  return later;
}

function applyEdit(data: Data, edit: FactFindEdit, lastUpdated: string): Data {
  const parts = edit.path.split('.');
  const [category = '', property, index] = parts;
  if (category === 'custom' && property !== undefined) {
    if (edit.op !== 'set') return data;
    const question = data.customPages
      .flatMap((page) => page.sections.flatMap((section) => section.questions))
      .find((candidate) => candidate.id === property);
    return question ? { ...withAnswer(data, question.answer.id, edit.value), lastUpdated } : data;
  }
  if (edit.op === 'remove')
    return property !== undefined && index !== undefined
      ? withoutItem(data, category, property, Number(index), lastUpdated)
      : data;
  if (property === undefined) return withScalar(data, category, edit.value, lastUpdated);
  if (index === undefined) return withProperty(data, category, property, edit.value, lastUpdated);
  const item =
    edit.value !== null && typeof edit.value === 'object' ? (edit.value as Record<string, unknown>) : {};
  return withItem(data, category, property, Number(index), item, lastUpdated);
}

export type MergeResult = { data: Data; applied: FactFindEdit[]; removals: FactFindEdit[] };

// The partner's save merged into the cached fact-find: each path not written later here already. A removed item
// moves the later ones up, so what this browser knew of their paths is forgotten (the next write settles them).
export function mergePartnerEdit(clientId: number, data: Data, payload: FactFindEditedPayload): MergeResult {
  const map = ofClient(versions, clientId);
  let next = data;
  const applied: FactFindEdit[] = [];
  const removals: FactFindEdit[] = [];
  for (const edit of payload.edits) {
    if (edit.op === 'set' && known(map, edit.path) >= payload.version) continue;
    next = applyEdit(next, edit, payload.last_updated);
    applied.push(edit);
    if (edit.op === 'remove') {
      removals.push(edit);
      const list = edit.path.split('.').slice(0, 2).join('.');
      for (const path of [...map.keys()]) if (path.startsWith(`${list}.`)) map.delete(path);
    } else {
      map.set(edit.path, payload.version);
      ofClient(authors, clientId).set(edit.path, payload.by.name);
    }
  }
  return { data: next, applied, removals };
}

// Who last changed this field's path (or the list item holding it) from elsewhere; null when nobody has.
export function partnerWhoChanged(clientId: number | null, path: string): string | null {
  if (clientId === null) return null;
  const map = authors.get(clientId);
  if (!map) return null;
  for (const [written, name] of map) if (path === written || path.startsWith(`${written}.`)) return name;
  return null;
}

// Tests and a signed-out session start afresh.
export function forgetLiveEdits(): void {
  versions.clear();
  authors.clear();
}
