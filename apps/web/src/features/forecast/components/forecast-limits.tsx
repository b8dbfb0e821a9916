import type { ForecastAssumptions, Pot } from '@atrium/domain/forecast/projection';
import { SectionCard } from '../../../ui/section-card.tsx';

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

const potNames: Record<Pot, string> = {
  cash: 'cash',
  isa: 'ISAs',
  gia: 'other investments',
  pensions: 'pensions',
};

// The limits of the forecast in plain words, from docs/forecast.md ("Not modelled") and the firm's assumptions.
export function ForecastLimits({
  assumptions,
  version,
  audience,
}: {
  assumptions: ForecastAssumptions;
  version: number | null; // the firm's published version; 0 or null: the standard assumptions
  audience: 'client' | 'adviser';
}) {
  const { inflation, returns, laterLife, drawdownOrder } = assumptions;
  const order = drawdownOrder.map((pot) => potNames[pot]).join(', then ');
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
      <p>
        It assumes prices rise by {percent(inflation.mean)} a year, savings earn {percent(returns.cash.mean)},
        and investments and pensions grow by {percent(returns.investments.mean)} a year before charges, every
        year. Real markets go up and down. Lifestyle spending falls by {percent(laterLife.lifestyleReduction)}{' '}
        from age {laterLife.fromAge}. Savings are spent in this order: {order}.{' '}
        {version
          ? `These are the firm’s assumptions, version ${version}.`
          : 'These are the standard assumptions.'}
      </p>
      <p>It does not include:</p>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        <li>anyone dying before 100, survivors’ pensions, or care costs;</li>
        <li>capital gains tax, dividend tax, inheritance tax, or pension and ISA allowances;</li>
        <li>pay rises above inflation, or part-years of pay and State Pension;</li>
        <li>interest on debts beyond the payments you gave, house prices or downsizing;</li>
        <li>tax shared between partners: each person is taxed on their own income.</li>
      </ul>
    </SectionCard>
  );
}
