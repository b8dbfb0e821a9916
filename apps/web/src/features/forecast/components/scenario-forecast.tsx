import type { ForecastView } from '../forecast-model.ts';
import type { useScenarioForecast } from '../hooks/use-scenario-forecast.ts';
import { type ForecastAudience, ForecastResult } from './forecast-result.tsx';
import { ScenarioControls } from './scenario-controls.tsx';

function retirementText(view: ForecastView | null, joint: boolean, audience: ForecastAudience): string {
  if (!view) return '';
  const [you, partner] = view.retirementAges;
  const age = (value: number | undefined) => (value ? String(value) : 'no salary');
  if (!joint) return `Retiring at ${age(you)}.`;
  return audience === 'client'
    ? `Retiring at: you ${age(you)}, your partner ${age(partner)}.`
    : `Retiring at: the client ${age(you)}, the partner ${age(partner)}.`;
}

// "Try a change" and the forecast it gives, on the client's page (forecast-page.tsx) and the adviser's tab
// (adviser-forecast-tab.tsx): one model (hooks/use-scenario-forecast.ts) drives both, worded for who reads it.
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
  return (
    <>
      <ScenarioControls
        draft={model.draft}
        onChange={model.change}
        retirementText={retirementText(model.forecast.view, model.joint, audience)}
        currencySymbol={currencySymbol}
        thisYear={model.thisYear}
        intro={intro}
      />
      <ForecastResult
        forecast={model.forecast}
        joint={model.joint}
        currencySymbol={currencySymbol}
        audience={audience}
        heading={heading}
        note={note}
      />
    </>
  );
}
