import type { Db } from '../../db/connect.ts';
import type { AuditLog } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import type { Notify } from '../notifications/service.ts';
import { createConsentRepo } from './consent-repo.ts';
import { createConsentService } from './consent-service.ts';
import { createDeclarationsService } from './declarations-service.ts';
import { createLiveEdits } from './live-edits.ts';
import { createPropertySaveRepo } from './property-save-repo.ts';
import { createFactFindRepo } from './repo.ts';
import { createFactFindWriteRepo } from './save-repo.ts';
import { createSaveService } from './save-service.ts';
import { createFactFindService, type FactFindSubmitted } from './service.ts';

// The fact-find's repositories and services, wired once for app.ts's feature list.
export function createFactFindFeature(deps: {
  db: Db;
  audit: AuditLog;
  clock: Clock;
  onSubmitted?: FactFindSubmitted;
  // A partner's save pushed to the household's other people (live-edits.ts).
  realtime?: Pick<RealtimePublisher, 'publishToUser'>;
  // Who on the firm's side is told of a client's save (live-edits.ts): features/access firmRecipientsOf.
  firmRecipientsOf?: (client: { firmId: number; adviserId: number | null }) => Promise<number[]>;
  // A household person's own notices (features/notifications): the partner asked to declare, or told their
  // details were changed in the fact-find.
  notify?: Notify;
}) {
  const repo = createFactFindRepo(deps.db);
  const writeRepo = createFactFindWriteRepo(deps.db);
  const consentRepo = createConsentRepo(deps.db);
  const shared = { repo, writeRepo, consentRepo, audit: deps.audit, clock: deps.clock };
  const service = createFactFindService({
    ...shared,
    ...(deps.onSubmitted ? { onSubmitted: deps.onSubmitted } : {}),
  });
  const { realtime } = deps;
  const liveEdits = realtime
    ? createLiveEdits({
        repo,
        realtime,
        now: () => deps.clock.now(),
        ...(deps.firmRecipientsOf ? { firmRecipientsOf: deps.firmRecipientsOf } : {}),
      })
    : undefined;
  return {
    service,
    saveService: createSaveService({
      ...shared,
      saveRepo: createPropertySaveRepo(deps.db),
      ...(liveEdits ? { liveEdits } : {}),
      ...(deps.notify ? { notify: deps.notify } : {}),
    }),
    consentService: createConsentService(shared),
    declarationsService: createDeclarationsService({
      ...shared,
      submit: service.submit,
      ...(liveEdits ? { announce: liveEdits.announceStatus } : {}),
      ...(deps.notify ? { notify: deps.notify } : {}),
    }),
  };
}
