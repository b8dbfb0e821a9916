import {
  type FactFindEdit,
  type FactFindEditedPayload,
  type FactFindUpdatedPayload,
  realtimeEvents,
} from '@atrium/domain/contract/realtime';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import type { SaveOp } from './plan-update.ts';
import type { FactFindRepo } from './repo.ts';

// One partner's save, pushed to the household's other people over their own private channels, so an open
// fact-find updates that property at once. The saver's own sessions are left out (their page has it already).
// The firm's side is told too, without the edits: the client's adviser (or the admins, as for a submission:
// features/access firmRecipientsOf) gets `fact-find.updated` with the draft status, on which the adviser's screens
// refetch the client's fact-find (apps/web/src/features/factfind/hooks/use-adviser-live-fact-finds.ts), so an open
// Forecast tab recomputes from the new figures. Best effort: the save stands whatever happens here, and the browser refetches
// on every resubscription.

// The paths a save's operation changed, with their new values (plan-update.ts's changes carry the merged item).
export function editsOf(op: SaveOp, changes: { path: string; newValue: unknown }[]): FactFindEdit[] {
  if (op.kind === 'step') return [];
  if (op.kind === 'remove') return [{ op: 'remove', path: `${op.category}.${op.property}.${op.index}` }];
  return changes.map((change) => ({ op: 'set', path: change.path, value: change.newValue }));
}

// One of the household's people who sign in (person 1, the client; person 2, the partner).
export type HouseholdMember = { userId: number; person: 1 | 2; name: string };

export type LiveEdit = {
  clientId: number;
  // The household's people as the save read them (property-save-repo.ts SaveTarget), the saver among them; read
  // here when the save did not (a custom question's answer).
  members?: HouseholdMember[];
  // The client's firm and adviser: who on the firm's side hears of the save.
  firm: { firmId: number; adviserId: number | null };
  factFindId: number;
  userId: number;
  version: number;
  lastUpdated: Date;
  edits: FactFindEdit[];
};

export function createLiveEdits(deps: {
  repo: Pick<FactFindRepo, 'declarations'>;
  realtime: Pick<RealtimePublisher, 'publishToUser'>;
  now: () => Date;
  // Who on the firm's side hears about a client's news: their adviser, or the admins (features/access).
  firmRecipientsOf?: (client: { firmId: number; adviserId: number | null }) => Promise<number[]>;
}) {
  return {
    async announce(edit: LiveEdit): Promise<number> {
      if (edit.edits.length === 0) return 0;
      try {
        // The client's adviser is told without firmRecipientsOf's check that their account is enabled: that is one
        // more statement on every save, and a deactivated adviser has no session for the event to reach (their
        // sessions end with the account, features/team). The admins are looked up only for a client with no adviser.
        // A property save has both at hand (its read brought the household's people): no lookup to wait for.
        const { adviserId } = edit.firm;
        const [members, firm] =
          edit.members !== undefined && adviserId !== null
            ? [edit.members, [adviserId]]
            : await Promise.all([
                edit.members ?? deps.repo.declarations.listMembers(edit.clientId),
                adviserId !== null ? [adviserId] : (deps.firmRecipientsOf?.(edit.firm) ?? []),
              ]);
        const saver = members.find((member) => member.userId === edit.userId);
        const others = members.filter((member) => member.userId !== edit.userId);
        // Only the household's own saves are news (the firm's side cannot edit).
        if (!saver) return 0;
        const timestamp = deps.now().toISOString();
        const payload: FactFindEditedPayload = {
          client_id: edit.clientId,
          fact_find_id: edit.factFindId,
          version: edit.version,
          last_updated: edit.lastUpdated.toISOString(),
          by: { user_id: saver.userId, person: saver.person, name: saver.name },
          edits: edit.edits,
          timestamp,
        };
        const changed: FactFindUpdatedPayload = {
          client_id: edit.clientId,
          fact_find_id: edit.factFindId,
          status: 'draft',
          timestamp,
        };
        const received = await Promise.all([
          ...others.map((member) =>
            deps.realtime.publishToUser(member.userId, realtimeEvents.factFindEdited, payload),
          ),
          ...firm.map((userId) =>
            deps.realtime.publishToUser(userId, realtimeEvents.factFindUpdated, changed),
          ),
        ]);
        return received.reduce((sum, count) => sum + count, 0);
      } catch {
        // Nobody is told this time; their next refetch (on resubscribing, or on opening the page) brings it.
        return 0;
      }
    },

    // A declaration made (and the submission it may have made): the household's other people refetch the
    // fact-find and its declarations (fact-find.updated, as for the adviser's review).
    async announceStatus(event: {
      clientId: number;
      factFindId: number;
      userId: number;
      status: FactFindUpdatedPayload['status'];
    }): Promise<void> {
      try {
        const members = await deps.repo.declarations.listMembers(event.clientId);
        const payload: FactFindUpdatedPayload = {
          client_id: event.clientId,
          fact_find_id: event.factFindId,
          status: event.status,
          timestamp: deps.now().toISOString(),
        };
        await Promise.all(
          members
            .filter((member) => member.userId !== event.userId)
            .map((member) =>
              deps.realtime.publishToUser(member.userId, realtimeEvents.factFindUpdated, payload),
            ),
        );
      } catch {
        // As above: HTTP stays the source of truth.
      }
    },
  };
}

export type LiveEdits = ReturnType<typeof createLiveEdits>;
