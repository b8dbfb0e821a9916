import type { Db } from '../../db/connect.ts';
import type { AuditLog } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { createConsentRepo } from './consent-repo.ts';
import { createConsentService } from './consent-service.ts';
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
}) {
  const repo = createFactFindRepo(deps.db);
  const writeRepo = createFactFindWriteRepo(deps.db);
  const consentRepo = createConsentRepo(deps.db);
  const shared = { repo, writeRepo, consentRepo, audit: deps.audit, clock: deps.clock };
  return {
    service: createFactFindService({
      ...shared,
      ...(deps.onSubmitted ? { onSubmitted: deps.onSubmitted } : {}),
    }),
    saveService: createSaveService({ ...shared, saveRepo: createPropertySaveRepo(deps.db) }),
    consentService: createConsentService(shared),
  };
}
