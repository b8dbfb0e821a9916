import type { Region } from '@atrium/domain/contract/auth';
import type { FactFindStatus } from '@atrium/domain/contract/factfind';
import type { SavedScenario } from '@atrium/domain/contract/forecast';
import type { Viewer } from '@atrium/domain/factfind/perspective';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { type ForecastReader, planFromFactFind } from '@atrium/domain/forecast/from-fact-find';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { assumptionsQueryOptions } from '../api.ts';
import type { PeopleNames } from '../people.ts';
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
// show. Changing the draft by hand leaves the applied scenario; applying one takes its changes. With
// `resetWhenWithdrawn` (the client's page), a scenario being shown that leaves `scenarios` (the adviser stopped
// sharing it, or deleted it) takes its changes with it: the draft goes back to the fact-find's own figures and
// `withdrawn` names what went, rather than its figures staying on screen unlabelled.
export function useScenarioForecast({
  factFind,
  region,
  name,
  dob,
  jointDob,
  scenarios,
  names,
  viewer,
  resetWhenWithdrawn = false,
}: Pick<ForecastSource, 'factFind' | 'region' | 'dob' | 'jointDob'> & {
  name: string;
  scenarios: SavedScenario[] | undefined;
  names: PeopleNames; // who each person is, as the reader calls them (people.ts)
  // Which person of the household is reading; absent for the firm.
  viewer?: Viewer;
  resetWhenWithdrawn?: boolean;
}) {
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  // Whose figure is missing, in the reader's words (from-fact-find.ts ForecastReader): the household's person, or
  // the firm naming each person.
  const [named1, named2] = names.inSentence;
  const reader: ForecastReader = useMemo(
    () => viewer ?? { client1: named1, client2: named2 },
    [viewer, named1, named2],
  );
  const thisYear = Number(today.slice(0, 4));
  const result = useMemo(
    () =>
      planFromFactFind(factFind, {
        today,
        region,
        client: { name, joint_name: null, dob, joint_dob: jointDob },
        reader,
      }),
    [factFind, today, region, name, dob, jointDob, reader],
  );
  const plan = 'plan' in result ? result.plan : null;
  const firm = useQuery(assumptionsQueryOptions()).data;
  const assumptions = firm?.assumptions ?? defaultAssumptions;
  const [draft, setDraft] = useState<ScenarioDraft>(emptyDraft);
  const [appliedId, setAppliedId] = useState<number | null>(null);
  // The applied scenario's name as last seen, and the one that was withdrawn while shown.
  const [shownName, setShownName] = useState<string | null>(null);
  const [withdrawn, setWithdrawn] = useState<string | null>(null);
  const applied = scenarios?.find((scenario) => scenario.id === appliedId) ?? null;
  if (applied && applied.name !== shownName) setShownName(applied.name);
  if (resetWhenWithdrawn && appliedId !== null && scenarios && !applied) {
    // Adjusted while rendering (react.dev "storing information from previous renders"): the next render has it.
    setDraft(emptyDraft);
    setAppliedId(null);
    setWithdrawn(shownName);
  }
  const joint = (plan?.people.length ?? 1) > 1;
  const forecast = useForecast(plan, scenarioOf(draft, thisYear, joint), assumptions);

  const change = (next: ScenarioDraft) => {
    setDraft(next);
    setAppliedId(null);
    setWithdrawn(null);
  };
  const apply = (scenario: SavedScenario) => {
    setDraft(draftOf(scenario.scenario));
    setAppliedId(scenario.id);
    setShownName(scenario.name);
    setWithdrawn(null);
  };
  const clear = () => change(emptyDraft);

  return {
    thisYear,
    plan,
    names,
    missing: 'missing' in result ? result.missing : null,
    assumptions,
    assumptionsVersion: firm?.version ?? null,
    draft,
    appliedId,
    applied,
    withdrawn,
    forecast,
    joint,
    change,
    apply,
    clear,
  };
}
