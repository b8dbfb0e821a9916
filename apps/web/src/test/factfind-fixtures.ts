import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { jointClient } from './fixtures.ts';

// The fact-find as GET …/portal/changes returns it for a client who has not started one.
export const notStartedFactFind: PortalChangesResponse = {
  factFind: {},
  status: 'draft',
  customPages: [],
  defaultPageSections: {},
  templatePermissions: {},
  templateSettings: { show_fund_input: false },
  templateBaseIdentifier: 'base',
  lastCompletedStep: null,
  factFindsCreated: 0,
  lastUpdated: null,
  adviser: { id: 1, name: 'Olivia Bennett' },
};

export const factFindPath = `/api/clients/${jointClient.client?.id}/portal/changes`;
