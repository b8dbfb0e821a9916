import {
  answerUpdateResponseSchema,
  type FactFindUpdateRequest,
  factFindConsentResponseSchema,
  factFindUpdateResponseSchema,
  portalChangesResponseSchema,
  typedValueMaxLength,
} from '@atrium/domain/contract/factfind';
import { emptyFactFind } from '@atrium/domain/factfind/empty-fact-find';
import { queryOptions } from '@tanstack/react-query';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { replayUnsavedChanges } from './unsaved-changes.ts';

// Query keys are rooted at ['factfind']; a client's fact-find is ['factfind', clientId].
export const factFindKeys = {
  all: ['factfind'] as const,
  factFind: (clientId: number) => ['factfind', clientId] as const,
  consent: (clientId: number) => ['factfind', clientId, 'consent'] as const,
  // Preview mode keeps its local state here; nothing under it is ever fetched.
  preview: ['factfind', 'preview'] as const,
};

const base = (clientId: number) => `/api/clients/${clientId}`;

function getFactFind(clientId: number, signal?: AbortSignal) {
  return http.get(`${base(clientId)}/portal/changes`, { schema: portalChangesResponseSchema, signal });
}

// Edits left unsaved when a session ended (or a tab closed) are sent first, so what loads holds them.
export async function fetchFactFind(clientId: number, signal?: AbortSignal) {
  await replayUnsavedChanges(clientId, {
    load: () => getFactFind(clientId),
    update: (request, key) => updateFactFind(clientId, request, key),
    answer: (answerId, value, key) => updateCustomAnswer(answerId, value, key),
  });
  return getFactFind(clientId, signal);
}

// Every save updates this cache with exactly what the server stored, so it stays current; a
// minute's freshness spares a refetch each time a section mounts.
export const factFindStaleTimeMs = 60_000;

export function factFindQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: factFindKeys.factFind(clientId),
    queryFn: ({ signal }) => fetchFactFind(clientId, signal),
    staleTime: factFindStaleTimeMs,
  });
}

export const consentQueryOptions = (clientId: number) =>
  getQuery(
    factFindKeys.consent(clientId),
    `${base(clientId)}/fact-find-consent`,
    factFindConsentResponseSchema,
  );

export function giveConsent(clientId: number) {
  return http.post(`${base(clientId)}/fact-find-consent`, { schema: factFindConsentResponseSchema });
}

export function startFactFind(clientId: number) {
  return http.post(`${base(clientId)}/portal/changes/start`, { schema: portalChangesResponseSchema });
}

export function submitFactFind(clientId: number) {
  return http.post(`${base(clientId)}/portal/changes/submit`, { schema: portalChangesResponseSchema });
}

export function updateFactFind(clientId: number, body: FactFindUpdateRequest, idempotencyKey: string) {
  return http.put(`${base(clientId)}/portal/changes/update`, {
    body,
    schema: factFindUpdateResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

// `typed`: what was typed into a number question whose bound replaced it, for the history.
export function updateCustomAnswer(answerId: number, value: unknown, idempotencyKey: string, typed?: string) {
  return http.put(`/api/fact-find/answers/${answerId}`, {
    body: typed === undefined ? { value } : { value, typed: typed.slice(0, typedValueMaxLength) },
    schema: answerUpdateResponseSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

// The preview's state lives only in the cache: its "fetch" builds locally the empty fact-find an adviser previews
// (the base pages, nothing saved, no calls).
export function previewQueryOptions() {
  return queryOptions({
    queryKey: factFindKeys.preview,
    queryFn: () => emptyFactFind(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
