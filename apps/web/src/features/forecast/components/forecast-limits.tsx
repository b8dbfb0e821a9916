import { explainForecast } from '@atrium/domain/forecast/explain';
import type { ForecastAssumptions } from '@atrium/domain/forecast/plan';
import { formatMoney } from '@atrium/domain/money/format';
import { SectionCard } from '../../../ui/section-card.tsx';
import type { ForecastView } from '../forecast-model.ts';
import type { PeopleNames } from '../people.ts';

// What the forecast assumes and leaves out, in plain words: the list the fact-find PDF prints too
// (packages/domain/src/forecast/explain.ts explainForecast), worked out for the figures on screen.
export function ForecastLimits({
  assumptions,
  version,
  audience,
  view,
  names,
}: {
  assumptions: ForecastAssumptions;
  version: number | null; // the firm's published version; 0 or null: the standard assumptions
  audience: 'client' | 'adviser';
  view: ForecastView | null; // null until the forecast is worked out, or while figures are missing
  names: PeopleNames;
}) {
  const explained = view
    ? explainForecast({
        plan: view.plan,
        projection: view,
        assumptions,
        version,
        names: names.inSentence,
        money: (amount, region) => formatMoney(amount, region === 'ie' ? '€' : '£', { whole: true }),
      })
    : null;
  return (
    <SectionCard
      id="forecast-limits"
      title="What this forecast is, and is not"
      className="gap-3 text-sm text-gray-800 dark:text-gray-200"
    >
      <p>
        {audience === 'client'
          ? 'This is an illustration from the figures in your fact-find, not financial advice. Talk to your adviser before you act on it. Nothing you try here is saved.'
          : 'An illustration from the figures in the client’s fact-find, not advice in itself. Only scenarios saved by name are kept.'}
      </p>
      {explained ? (
        <>
          <h3 className="font-semibold text-gray-950 dark:text-white">What it assumes</h3>
          <dl className="flex flex-col gap-2">
            {explained.assumptions.map((line) => (
              <div key={line.topic}>
                <dt className="inline font-semibold text-gray-950 dark:text-white">{line.topic}: </dt>
                <dd className="inline">{line.text}</dd>
              </div>
            ))}
          </dl>
          <h3 className="font-semibold text-gray-950 dark:text-white">What it does not include</h3>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            {explained.notIncluded.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>
          {version
            ? `It uses the firm’s assumptions, version ${version}.`
            : 'It uses the standard assumptions.'}{' '}
          What it assumes is listed here once the figures it needs are in.
        </p>
      )}
    </SectionCard>
  );
}
