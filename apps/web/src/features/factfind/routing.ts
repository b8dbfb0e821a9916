import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { lacksReviewDetails } from '@atrium/domain/factfind/missing';

export type FactFindPath =
  | '/fact-find'
  | '/fact-find/start'
  | '/fact-find/review'
  | '/fact-find/submit-success';

// "Empty" is a fact-find never started: no answers and none created. A draft just started is blank
// too, yet it exists, so the questionnaire (not the start page again) is where it belongs.
export function isFactFindEmpty(data: PortalChangesResponse): boolean {
  return Object.keys(data.factFind).length === 0 && data.factFindsCreated === 0;
}

const needsStart = (data: PortalChangesResponse) => isFactFindEmpty(data) || data.status === 'reviewed';

// Each page's rule; null means the page may show.
export function redirectFor(page: FactFindPath, data: PortalChangesResponse): FactFindPath | null {
  switch (page) {
    case '/fact-find':
      if (needsStart(data)) return '/fact-find/start';
      return data.status === 'awaiting-review' ? '/fact-find/review' : null;
    case '/fact-find/review':
      if (needsStart(data)) return '/fact-find/start';
      return lacksReviewDetails(data.factFind) ? '/fact-find' : null;
    case '/fact-find/start':
      return needsStart(data) ? null : '/fact-find';
    // Only a fact-find just sent for review has a success page to show.
    case '/fact-find/submit-success':
      return data.status === 'awaiting-review' ? null : '/fact-find';
  }
}
