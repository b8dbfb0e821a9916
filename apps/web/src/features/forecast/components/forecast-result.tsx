import { adjustmentsOf, longDate, outcomeOf } from '@atrium/domain/forecast/explain';
import { useState } from 'react';
import { SectionCard } from '../../../ui/section-card.tsx';
import type { ForecastView, MonteCarloView } from '../forecast-model.ts';
import type { ForecastState } from '../hooks/use-forecast.ts';
import type { PeopleNames } from '../people.ts';
import { ForecastChart } from './forecast-chart.tsx';
import { MoneyToggle } from './money-toggle.tsx';

// Who the words are about: the client reads "your money", the adviser "the money" of the household.
export type ForecastAudience = 'client' | 'adviser';

// The outcome, led by the chance the money lasts and the median future's run-out year; the single run at the
// assumed returns comes last, so a "lasts to 2086" beside a low chance never reads as a promise
// (packages/domain/src/forecast/explain.ts outcomeOf, the PDF's words too).
function Outcome({
  view,
  monteCarlo,
  isSimulating,
  audience,
}: {
  view: ForecastView;
  monteCarlo: MonteCarloView | null;
  isSimulating: boolean;
  audience: ForecastAudience;
}) {
  const lastYear = view.todaysMoney.at(-1)?.year ?? 0;
  const outcome = outcomeOf({
    probabilityMoneyLasts: monteCarlo?.probabilityMoneyLasts ?? 0,
    medianRunsOutIn: monteCarlo?.medianRunsOutIn ?? null,
    steadyRunsOutIn: view.runsOutIn,
    lastYear,
    whose: audience === 'client' ? 'your' : 'the',
  });
  const short = monteCarlo ? monteCarlo.probabilityMoneyLasts < 0.5 : view.runsOutIn !== null;
  return (
    <>
      {monteCarlo ? (
        <p
          className={`text-lg font-semibold ${short ? 'text-rose-800 dark:text-rose-300' : 'text-gray-950 dark:text-white'}`}
        >
          {outcome.headline}
        </p>
      ) : (
        <p className="text-lg font-semibold text-gray-950 dark:text-white">
          Working out the chance {audience === 'client' ? 'your' : 'the'} money lasts…
        </p>
      )}
      {monteCarlo ? (
        <p className="text-sm text-gray-800 dark:text-gray-200">
          Of {monteCarlo.paths.toLocaleString('en-GB')} simulated futures, with markets and prices going up
          and down. {outcome.median}
          {isSimulating ? ' Updating…' : ''}
        </p>
      ) : null}
      <p className="text-sm text-gray-800 dark:text-gray-200">{outcome.steady}</p>
    </>
  );
}

// Each person's State Pension date, as the law sets it.
function statePensionText(view: ForecastView, names: PeopleNames): string {
  const dates = view.statePensionDates.map(
    (date, person) =>
      `${longDate(date)}${view.statePensionDates.length > 1 ? ` for ${names.inSentence[person as 0 | 1]}` : ''}`,
  );
  return `State Pension from ${dates.join(' and ')}.`;
}

// The outcome of a forecast: its chance, the median and steady run-out years, the State Pension dates and anything
// the forecast did differently from the figures given, then the chart with its table in today's money (default)
// or the money of each year.
export function ForecastResult({
  forecast,
  names,
  currencySymbol,
  audience,
  heading,
  note = null,
}: {
  forecast: ForecastState;
  names: PeopleNames;
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
        {view ? (
          <Outcome
            view={view}
            monteCarlo={monteCarlo}
            isSimulating={forecast.isSimulating}
            audience={audience}
          />
        ) : null}
        {forecast.error ? (
          <p role="alert">The forecast could not be worked out from these figures: {forecast.error}</p>
        ) : null}
      </div>
      {view ? (
        <p className="text-sm text-gray-800 dark:text-gray-200">{statePensionText(view, names)}</p>
      ) : null}
      {view && view.notes.length > 0 ? (
        <ul className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-gray-900 dark:border-amber-700 dark:bg-amber-950 dark:text-gray-100">
          {adjustmentsOf(view.notes, names.inSentence).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <MoneyToggle nominal={nominal} onChange={setNominal} />
      {view ? (
        <ForecastChart
          rows={nominal ? view.nominal : view.todaysMoney}
          runsOutIn={view.runsOutIn}
          currencySymbol={currencySymbol}
          moneyLabel={moneyLabel}
          band={band}
          firstYearFrom={view.plan.today}
        />
      ) : (
        <p className="text-sm text-gray-700 dark:text-gray-300">Working out the forecast…</p>
      )}
    </SectionCard>
  );
}
