import type { Region } from '@atrium/domain/contract/auth';
import type { FactFindStatus } from '@atrium/domain/contract/factfind';
import type { SavedScenario } from '@atrium/domain/contract/forecast';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { planFromFactFind } from '@atrium/domain/forecast/from-fact-find';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { assumptionsQueryOptions } from '../api.ts';
import { draftOf, emptyDraft, type ScenarioDraft, scenarioOf } from '../scenario-draft.ts';
import { useForecast } from './use-forecast.ts';

// What a forecast screen is given: the fact-find (with its status), the client record's dates of birth, the region
// and the client's currency.
export type ForecastSource = {
  factFind: FactFindData;
  factFindStatus: FactFindStatus;
  dob: string | null;
  jointDob: string | null;
  region: Region;
  currencySymbol: string;
};

// The forecast of a fact-find under a "what if" draft, and which saved scenario (of `scenarios`) the draft came from:
// what the client's /forecast (forecast-page.tsx) and the adviser's Forecast tab (adviser-forecast-tab.tsx) both
// show. Changing the draft by hand leaves the applied scenario; applying one takes its changes.
export function useScenarioForecast({
  factFind,
  region,
  name,
  dob,
  jointDob,
  scenarios,
}: Pick<ForecastSource, 'factFind' | 'region' | 'dob' | 'jointDob'> & {
  name: string;
  scenarios: SavedScenario[] | undefined;
}) {
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  const thisYear = Number(today.slice(0, 4));
  const result = useMemo(
    () =>
      planFromFactFind(factFind, {
        today,
        region,
        client: { name, joint_name: null, dob, joint_dob: jointDob },
      }),
    [factFind, today, region, name, dob, jointDob],
  );
  const plan = 'plan' in result ? result.plan : null;
  const firm = useQuery(assumptionsQueryOptions()).data;
  const assumptions = firm?.assumptions ?? defaultAssumptions;
  const [draft, setDraft] = useState<ScenarioDraft>(emptyDraft);
  const [appliedId, setAppliedId] = useState<number | null>(null);
  const applied = scenarios?.find((scenario) => scenario.id === appliedId) ?? null;
  const forecast = useForecast(plan, scenarioOf(draft, thisYear), assumptions);
  const joint = (plan?.people.length ?? 1) > 1;

  const change = (next: ScenarioDraft) => {
    setDraft(next);
    setAppliedId(null);
  };
  const apply = (scenario: SavedScenario) => {
    setDraft(draftOf(scenario.scenario));
    setAppliedId(scenario.id);
  };
  const clear = () => change(emptyDraft);

  return {
    thisYear,
    missing: 'missing' in result ? result.missing : null,
    assumptions,
    assumptionsVersion: firm?.version ?? null,
    draft,
    appliedId,
    applied,
    forecast,
    joint,
    change,
    apply,
    clear,
  };
}
