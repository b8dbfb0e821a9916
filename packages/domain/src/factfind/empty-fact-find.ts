import type { PortalChangesResponse } from '../contract/factfind.ts';

// A fact-find with nothing saved, under the base template and no firm's changes, as GET …/portal/changes
// answers it (contract/factfind.ts): what an adviser previews (apps/web/src/features/factfind/api.ts), the start
// of a template's preview (apps/server/src/features/templates/service.ts) and tests' starting point. `overrides`
// replaces what differs. Types only: no zod at run time, so the web's first load stays without it.
export function emptyFactFind(overrides: Partial<PortalChangesResponse> = {}): PortalChangesResponse {
  return {
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
    adviser: { id: '', name: '' },
    ...overrides,
  };
}
