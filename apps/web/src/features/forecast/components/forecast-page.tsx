import type { FactFindStatus } from '@atrium/domain/contract/factfind';
import type { FactFindData } from '@atrium/domain/factfind/template';
import { planFromFactFind } from '@atrium/domain/forecast/from-fact-find';
import { useMemo, useState } from 'react';
import { Card } from '../../../ui/card.tsx';
import type { ForecastView } from '../forecast-model.ts';
import { useForecast } from '../hooks/use-forecast.ts';
import { ForecastChart } from './forecast-chart.tsx';
import { ForecastLimits } from './forecast-limits.tsx';
import { MissingFigures } from './missing-figures.tsx';
import { MoneyToggle } from './money-toggle.tsx';
import { parseWhole, retireLimits, ScenarioControls, spendingLimits } from './scenario-controls.tsx';

function retirementText(view: ForecastView | null, joint: boolean): string {
  if (!view) return '';
  const [you, partner] = view.retirementAges;
  const age = (value: number | undefined) => (value ? String(value) : 'no salary');
  return joint ? `Retiring at: you ${age(you)}, your partner ${age(partner)}.` : `Retiring at ${age(you)}.`;
}

function Summary({ view, joint }: { view: ForecastView; joint: boolean }) {
  const last = view.todaysMoney.at(-1)?.year;
  return view.runsOutIn !== null ? (
    <p className="text-lg font-semibold text-rose-800 dark:text-rose-300">
      On these figures, your money runs out in {view.runsOutIn}.
    </p>
  ) : (
    <p className="text-lg font-semibold text-gray-950 dark:text-white">
      On these figures, your money lasts to {last}, when {joint ? 'the younger of you is' : 'you are'} 100.
    </p>
  );
}

// The client's lifetime cashflow forecast from their fact-find (docs/forecast.md), with "what if" changes that
// are never saved, or the list of figures it still needs.
export function ForecastPage({
  factFind,
  factFindStatus,
  dob,
  jointDob,
  region,
  currencySymbol,
}: {
  factFind: FactFindData;
  factFindStatus: FactFindStatus;
  dob: string | null;
  jointDob: string | null;
  region: 'uk' | 'ie';
  currencySymbol: string;
}) {
  const today = useMemo(() => new Date().toISOString().slice(0, 10), []);
  const result = useMemo(
    () =>
      planFromFactFind(factFind, {
        today,
        region,
        client: { name: '', joint_name: null, dob, joint_dob: jointDob },
      }),
    [factFind, today, region, dob, jointDob],
  );
  const plan = 'plan' in result ? result.plan : null;
  const [retireYears, setRetireYears] = useState('0');
  const [spendingPercent, setSpendingPercent] = useState('0');
  const [nominal, setNominal] = useState(false);
  const scenario = {
    retireYears: parseWhole(retireYears, retireLimits.min, retireLimits.max),
    spendingPercent: parseWhole(spendingPercent, spendingLimits.min, spendingLimits.max),
  };
  const forecast = useForecast(plan, scenario);
  const joint = (plan?.people.length ?? 1) > 1;
  const view = forecast.view;
  const moneyLabel = nominal ? 'in the money of each year' : 'in today’s money';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Will your money last?</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          A year-by-year forecast from the figures in your fact-find, to age 100.
        </p>
      </header>
      {'missing' in result ? (
        <MissingFigures missing={result.missing} status={factFindStatus} />
      ) : (
        <>
          <ScenarioControls
            retireYears={retireYears}
            spendingPercent={spendingPercent}
            onRetireYears={setRetireYears}
            onSpendingPercent={setSpendingPercent}
            retirementText={retirementText(view, joint)}
          />
          <section aria-labelledby="forecast-result" aria-busy={forecast.isPending}>
            <Card className="flex flex-col gap-4 p-5 sm:p-6">
              <h2 id="forecast-result" className="text-lg font-semibold text-gray-950 dark:text-white">
                Your forecast
              </h2>
              <div aria-live="polite">
                {view ? <Summary view={view} joint={joint} /> : null}
                {forecast.error ? (
                  <p role="alert">
                    The forecast could not be worked out from these figures: {forecast.error}
                  </p>
                ) : null}
              </div>
              <MoneyToggle nominal={nominal} onChange={setNominal} />
              {view ? (
                <ForecastChart
                  rows={nominal ? view.nominal : view.todaysMoney}
                  runsOutIn={view.runsOutIn}
                  currencySymbol={currencySymbol}
                  moneyLabel={moneyLabel}
                />
              ) : (
                <p className="text-sm text-gray-700 dark:text-gray-300">Working out your forecast…</p>
              )}
            </Card>
          </section>
        </>
      )}
      <ForecastLimits />
    </div>
  );
}
