import { useState } from 'react';
import { SectionCard } from '../../../ui/section-card.tsx';
import { chanceText, type ForecastView, type MonteCarloView, monteCarloPaths } from '../forecast-model.ts';
import type { ForecastState } from '../hooks/use-forecast.ts';
import { ForecastChart } from './forecast-chart.tsx';
import { MoneyToggle } from './money-toggle.tsx';

// Who the words are about: the client reads "your money", the adviser "the money" of the household.
export type ForecastAudience = 'client' | 'adviser';

function Summary({
  view,
  joint,
  audience,
}: {
  view: ForecastView;
  joint: boolean;
  audience: ForecastAudience;
}) {
  const last = view.todaysMoney.at(-1)?.year;
  const whose = audience === 'client' ? 'your' : 'the';
  const hundred =
    audience === 'client'
      ? joint
        ? 'the younger of you is'
        : 'you are'
      : joint
        ? 'the younger partner is'
        : 'the client is';
  return view.runsOutIn !== null ? (
    <p className="text-lg font-semibold text-rose-800 dark:text-rose-300">
      On these figures, {whose} money runs out in {view.runsOutIn}.
    </p>
  ) : (
    <p className="text-lg font-semibold text-gray-950 dark:text-white">
      On these figures, {whose} money lasts to {last}, when {hundred} 100.
    </p>
  );
}

function Chance({ monteCarlo, isSimulating }: { monteCarlo: MonteCarloView | null; isSimulating: boolean }) {
  if (!monteCarlo)
    return <p className="text-sm text-gray-700 dark:text-gray-300">Working out the range of outcomes…</p>;
  return (
    <p className="text-sm text-gray-800 dark:text-gray-200">
      <strong className="font-semibold text-gray-950 dark:text-white">
        Chance the money lasts: {chanceText(monteCarlo.probabilityMoneyLasts)}
      </strong>{' '}
      — of {monteCarloPaths.toLocaleString('en-GB')} simulated futures with markets and prices going up and
      down.
      {isSimulating ? ' Updating…' : ''}
    </p>
  );
}

// The outcome of a forecast: the run-out year (or the year it lasts to), the chance the money lasts, and the
// chart with its table in today's money (default) or the money of each year.
export function ForecastResult({
  forecast,
  joint,
  currencySymbol,
  audience,
  heading,
  note = null,
}: {
  forecast: ForecastState;
  joint: boolean;
  currencySymbol: string;
  audience: ForecastAudience;
  heading: string;
  // Shown under the heading: whose scenario this is ("Shared by Jane Adviser").
  note?: string | null;
}) {
  const [nominal, setNominal] = useState(false);
  const { view, monteCarlo } = forecast;
  const moneyLabel = nominal ? 'in the money of each year' : 'in today’s money';
  // While a new Monte Carlo run is worked out (a tenth of a second or so) the last one's range stays, so the table's
  // columns do not come and go with every keystroke; the chance says it is updating.
  const band = monteCarlo ? (nominal ? monteCarlo.nominal : monteCarlo.todaysMoney) : null;
  return (
    <SectionCard
      id="forecast-result"
      title={heading}
      className="gap-4"
      busy={forecast.isPending || forecast.isSimulating}
    >
      {note ? (
        <p className="-mt-2 inline-flex w-fit rounded-full bg-primary-50 px-3 py-1 text-sm font-medium text-primary-ink dark:bg-primary-900 dark:text-white">
          {note}
        </p>
      ) : null}
      <div aria-live="polite" className="flex flex-col gap-2">
        {view ? <Summary view={view} joint={joint} audience={audience} /> : null}
        {view ? <Chance monteCarlo={monteCarlo} isSimulating={forecast.isSimulating} /> : null}
        {forecast.error ? (
          <p role="alert">The forecast could not be worked out from these figures: {forecast.error}</p>
        ) : null}
      </div>
      <MoneyToggle nominal={nominal} onChange={setNominal} />
      {view ? (
        <ForecastChart
          rows={nominal ? view.nominal : view.todaysMoney}
          runsOutIn={view.runsOutIn}
          currencySymbol={currencySymbol}
          moneyLabel={moneyLabel}
          band={band}
        />
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">Working out the forecast…</p>
      )}
    </SectionCard>
  );
}
