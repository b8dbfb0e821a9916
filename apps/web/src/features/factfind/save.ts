import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { contactCategoryOf, contactNameProperties } from '@atrium/domain/factfind/contact';
import type { QueryClient } from '@tanstack/react-query';
import { refreshSessionUser } from '../../lib/refresh-session-user.ts';
import { getSession } from '../../lib/session.ts';
import { factFindKeys, updateCustomAnswer, updateFactFind } from './api.ts';
import { withAnswer } from './cache.ts';
import { applied, type FactFindChange, requestFor } from './change-model.ts';
import { reportFactFindError } from './errors.ts';
import { shiftInvalidAnswersAfterRemoval } from './invalid-answers.ts';
import { isSuperseded } from './live-edits.ts';
import { runSerialisedSave } from './save-queue.ts';
import { isValueChange, rememberUnsavedChange } from './unsaved-changes.ts';

// Whose fact-find the page edits. In preview mode (advisers, ?preview=1) there is no client:
// every change updates local state only and nothing is called.
export type FactFindTarget = { clientId: number; isPreview: false } | { clientId: null; isPreview: true };

type Data = PortalChangesResponse;

const nameProperties: readonly string[] = contactNameProperties;

// Whether a change writes the signed-in person's own names: client 1's for the client, client 2's for the household
// partner (GET api/user household.person; docs/ARCHITECTURE.md "Households").
function changesAccountName(change: FactFindChange, person: 1 | 2): boolean {
  if (change.kind === 'step' || !('category' in change) || change.category !== contactCategoryOf(person))
    return false;
  if (change.kind === 'property') return nameProperties.includes(change.property);
  if (change.kind === 'properties')
    return Object.keys(change.values).some((key) => nameProperties.includes(key));
  return change.kind === 'scalar';
}

// The document paths a change writes, as the server's live edits name them (features/factfind/live-edits.ts).
function pathsOf(change: FactFindChange, request: ReturnType<typeof requestFor>): string[] {
  if ('item' in request) return [`${request.item.category}.${request.item.property}.${request.item.index}`];
  if (change.kind === 'property') return [`${change.category}.${change.property}`];
  if (change.kind === 'scalar') return [change.category];
  if (change.kind === 'properties')
    return Object.keys(change.values).map((key) => `${change.category}.${key}`);
  return [];
}

export function targetKey(target: FactFindTarget) {
  return target.isPreview ? factFindKeys.preview : factFindKeys.factFind(target.clientId);
}

// The one save path of the fact-find: serialised app-wide, one change per request with the edit's
// Idempotency-Key, the cache updated with exactly that change once the server has it.
export async function saveFactFindChange(
  queryClient: QueryClient,
  target: FactFindTarget,
  change: FactFindChange,
  idempotencyKey: string,
): Promise<void> {
  const key = targetKey(target);
  // An invalid answer kept in a removed item goes with it; those of later items move up with theirs.
  const shiftInvalid = () => {
    if (change.kind === 'remove-item')
      shiftInvalidAnswersAfterRemoval(target.clientId, `${change.category}.${change.property}`, change.index);
  };
  if (target.isPreview) {
    queryClient.setQueryData<Data>(key, (data) => data && applied(data, change, requestFor(change, data)));
    shiftInvalid();
    return;
  }
  const { clientId } = target;
  // Kept until the server has it, so an expired session or a closed tab loses nothing typed.
  const pending = isValueChange(change) ? rememberUnsavedChange(clientId, change, idempotencyKey) : null;
  try {
    await runSerialisedSave(async () => {
      // Built when its turn comes, so an item merges with every save queued before it.
      const request = requestFor(change, queryClient.getQueryData<Data>(key));
      const response = await updateFactFind(clientId, request, idempotencyKey);
      // A refetch that started before this save would bring back the old value: drop it.
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      // Unless the partner's later save of the same answer is already merged (live-edits.ts).
      if (isSuperseded(clientId, pathsOf(change, request), response.version)) return;
      queryClient.setQueryData<Data>(
        key,
        (data) => data && applied(data, change, request, response.lastUpdated),
      );
    });
    pending?.settle(null);
    shiftInvalid();
    // The server gave the signed-in person's account their new name too (client 1's or, for the partner, client
    // 2's; docs/decisions/011-one-set-of-contact-details.md): the header follows.
    const user = getSession().user;
    if (user?.role === 'client' && changesAccountName(change, user.household?.person ?? 1))
      refreshSessionUser().catch(() => undefined);
  } catch (error) {
    pending?.settle(error);
    reportFactFindError(error);
    throw error;
  }
}

export async function saveCustomAnswer(
  queryClient: QueryClient,
  target: FactFindTarget,
  answerId: number,
  value: unknown,
  idempotencyKey: string,
  typed?: string,
): Promise<void> {
  const key = targetKey(target);
  const update = (saved: unknown) =>
    queryClient.setQueryData<Data>(key, (data) => data && withAnswer(data, answerId, saved));
  if (target.isPreview) {
    update(value);
    return;
  }
  const pending = rememberUnsavedChange(target.clientId, { kind: 'answer', answerId, value }, idempotencyKey);
  try {
    const { answer } = await runSerialisedSave(() =>
      updateCustomAnswer(answerId, value, idempotencyKey, typed),
    );
    pending.settle(null);
    update(answer.value);
  } catch (error) {
    pending.settle(error);
    reportFactFindError(error);
    throw error;
  }
}

// A 422 on a custom answer clears it (the field flags the question).
export function clearCustomAnswer(queryClient: QueryClient, target: FactFindTarget, answerId: number) {
  queryClient.setQueryData<Data>(targetKey(target), (data) => data && withAnswer(data, answerId, null));
}
