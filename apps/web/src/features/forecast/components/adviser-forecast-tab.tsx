import { useQuery } from '@tanstack/react-query';
import { clientScenariosQueryOptions } from '../api.ts';
import { type ForecastSource, useScenarioForecast } from '../hooks/use-scenario-forecast.ts';
import { adviserReaderNames } from '../people.ts';
import { ForecastLimits } from './forecast-limits.tsx';
import { MissingFigures } from './missing-figures.tsx';
import { SavedScenarios, SaveScenarioForm } from './saved-scenarios.tsx';
import { ScenarioForecast } from './scenario-forecast.tsx';

// The adviser's Forecast tab on the client page: the same forecast the client sees on /forecast, from the
// client's current fact-find (which the adviser's screens refetch on every fact-find event, each of the household's
// saves included: apps/server/src/features/factfind/live-edits.ts, so the tab follows the client's typing and keeps
// the change being tried), with the scenario controls, and the client's saved scenarios: save, show, rename, share
// to the client's portal or stop, delete.
export function AdviserForecastTab({
  clientId,
  clientName,
  jointName,
  factFindStatus,
  currencySymbol,
  ...source
}: ForecastSource & { clientId: number; clientName: string; jointName: string | null }) {
  const scenarios = useQuery(clientScenariosQueryOptions(clientId));
  const names = adviserReaderNames(source.factFind, clientName, jointName);
  const model = useScenarioForecast({ ...source, name: clientName, scenarios: scenarios.data, names });

  return (
    <div className="flex flex-col gap-6">
      {model.missing ? (
        <MissingFigures missing={model.missing} status={factFindStatus} audience="adviser" />
      ) : (
        <>
          <ScenarioForecast
            model={model}
            audience="adviser"
            currencySymbol={currencySymbol}
            intro={`Try a change for ${clientName}. Save it by name below to keep it, or share it to their portal.`}
            heading={model.applied ? `Forecast: ${model.applied.name}` : 'Forecast'}
            note={
              model.applied
                ? model.applied.shared
                  ? 'Saved scenario, shared with the client'
                  : 'Saved scenario'
                : null
            }
          />
          <SaveScenarioForm
            clientId={clientId}
            draft={model.draft}
            thisYear={model.thisYear}
            joint={model.joint}
          />
        </>
      )}
      {scenarios.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          The saved scenarios could not be loaded. Reload the page to try again.
        </p>
      ) : scenarios.data ? (
        <SavedScenarios
          clientId={clientId}
          scenarios={scenarios.data}
          appliedId={model.appliedId}
          onApply={model.apply}
          currencySymbol={currencySymbol}
          names={model.joint ? names.labels : null}
        />
      ) : null}
      <ForecastLimits
        assumptions={model.assumptions}
        version={model.assumptionsVersion}
        audience="adviser"
        view={model.missing ? null : model.forecast.view}
        names={names}
      />
    </div>
  );
}
