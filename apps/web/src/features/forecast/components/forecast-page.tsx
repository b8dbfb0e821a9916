import type { SavedScenario } from '@atrium/domain/contract/forecast';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { useSession } from '../../../lib/session.ts';
import { forecastKeys, sharedScenariosQueryOptions } from '../api.ts';
import { type ForecastSource, useScenarioForecast } from '../hooks/use-scenario-forecast.ts';
import { clientReaderNames } from '../people.ts';
import { ForecastLimits } from './forecast-limits.tsx';
import { MissingFigures } from './missing-figures.tsx';
import { ScenarioForecast } from './scenario-forecast.tsx';
import { SharedScenarios } from './shared-scenarios.tsx';

// The scenarios the adviser shared, kept current: a share, and a withdrawal (unshared or deleted), arrives as a
// notification (apps/server/src/features/forecast/scenarios-service.ts), and anything missed while the socket was
// away is refetched on resubscribing.
const scenarioNotices: string[] = [
  notificationTypes.forecastScenarioShared,
  notificationTypes.forecastScenarioWithdrawn,
];
function useSharedScenarios(): SavedScenario[] {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: forecastKeys.shared });
  useRealtimeEvent('notification', ({ type }) => {
    if (scenarioNotices.includes(type)) refresh();
  });
  useRealtimeEvent('subscribed', refresh);
  return useQuery(sharedScenariosQueryOptions()).data ?? [];
}

// The client's lifetime cashflow forecast from their fact-find (docs/forecast.md), with "what if" changes that
// are never saved and the scenarios their adviser shared, or the list of figures it still needs. The fact-find
// comes from the route (the cache every save updates), so a figure changed in the fact-find shows here at once.
export function ForecastPage({ factFindStatus, currencySymbol, ...source }: ForecastSource) {
  const shared = useSharedScenarios();
  // Either person of the household may be reading: "you" is whoever it is.
  const viewer = useSession().user?.household?.person ?? 1;
  const names = clientReaderNames(viewer);
  const model = useScenarioForecast({
    ...source,
    name: '',
    scenarios: shared,
    names,
    viewer,
    resetWhenWithdrawn: true,
  });

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Will your money last?</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          A year-by-year forecast from the figures in your fact-find, to age 100.
        </p>
        {/* Always in the page, so a screen reader announces what comes into it; empty, it takes no room. */}
        <p role="status" className="mt-3 text-sm font-medium text-gray-950 empty:mt-0 dark:text-white">
          {model.withdrawn
            ? `Your adviser withdrew “${model.withdrawn}”. The forecast below is on your own figures.`
            : null}
        </p>
      </header>
      {model.missing ? (
        <MissingFigures missing={model.missing} status={factFindStatus} />
      ) : (
        <>
          <SharedScenarios
            scenarios={shared}
            appliedId={model.appliedId}
            onApply={model.apply}
            onClear={model.clear}
            currencySymbol={currencySymbol}
            names={model.joint ? names.labels : null}
          />
          <ScenarioForecast
            model={model}
            audience="client"
            currencySymbol={currencySymbol}
            intro="See what happens if you retire earlier or later, spend more or less, spend a lump sum, or markets fall. Nothing here is saved."
            heading={model.applied ? `Your forecast: ${model.applied.name}` : 'Your forecast'}
            note={model.applied ? `Shared by ${model.applied.created_by.name}` : null}
          />
        </>
      )}
      <ForecastLimits
        assumptions={model.assumptions}
        version={model.assumptionsVersion}
        audience="client"
        view={model.missing ? null : model.forecast.view}
        names={names}
      />
    </div>
  );
}
