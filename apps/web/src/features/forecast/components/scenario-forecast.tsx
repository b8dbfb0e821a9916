import type { ForecastPerson } from '@atrium/domain/forecast/plan';
import type { useScenarioForecast } from '../hooks/use-scenario-forecast.ts';
import { type ForecastAudience, ForecastResult } from './forecast-result.tsx';
import { type RetiringPerson, ScenarioControls } from './scenario-controls.tsx';

const earns = (person: ForecastPerson) =>
  person.salary + (person.bonus ?? 0) + (person.selfEmployed ?? 0) > 0;

// "Try a change" and the forecast it gives, on the client's page (forecast-page.tsx) and the adviser's tab
// (adviser-forecast-tab.tsx): one model (hooks/use-scenario-forecast.ts) drives both, worded for who reads it. Each
// person who earns has their own retirement lever, named as the reader calls them (people.ts).
export function ScenarioForecast({
  model,
  audience,
  currencySymbol,
  intro,
  heading,
  note,
}: {
  model: ReturnType<typeof useScenarioForecast>;
  audience: ForecastAudience;
  currencySymbol: string;
  intro: string;
  heading: string;
  note: string | null;
}) {
  const people = model.plan?.people ?? [];
  const retiringAges = model.forecast.view?.retirementAges ?? [];
  const retiring: RetiringPerson[] = people.flatMap((person, index) =>
    earns(person)
      ? [
          {
            person: index as 0 | 1,
            label: model.joint ? model.names.labels[index as 0 | 1] : null,
            retiringAt: retiringAges[index] ?? null,
          },
        ]
      : [],
  );
  const idle = people.flatMap((person, index) => (earns(person) ? [] : [model.names.labels[index as 0 | 1]]));
  const notRetiring =
    model.joint && idle.length > 0
      ? `${idle.join(' and ')}: no pay or profit to stop, so no retirement age to change.`
      : null;
  return (
    <>
      <ScenarioControls
        draft={model.draft}
        onChange={model.change}
        retiring={retiring}
        notRetiring={notRetiring}
        currencySymbol={currencySymbol}
        thisYear={model.thisYear}
        intro={intro}
      />
      <ForecastResult
        forecast={model.forecast}
        names={model.names}
        currencySymbol={currencySymbol}
        audience={audience}
        heading={heading}
        note={note}
      />
    </>
  );
}
