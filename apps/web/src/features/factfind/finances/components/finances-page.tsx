import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { FinanceSection } from '@atrium/domain/contract/finances';
import { personFallback } from '@atrium/domain/factfind/perspective';
import { readPath } from '@atrium/domain/factfind/visibility';
import { formatMoney } from '@atrium/domain/money/format';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRight, ClipboardList, PencilLine } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useSession } from '../../../../lib/session.ts';
import { buttonClasses } from '../../../../ui/button.tsx';
import { Card } from '../../../../ui/card.tsx';
import { BarChart } from '../../../../ui/charts/bar-chart.tsx';
import { ChartTable } from '../../../../ui/charts/chart-table.tsx';
import { formatLongDate, formatLongDateTime } from '../../../../ui/date-time.ts';
import { factFindQueryOptions } from '../../api.ts';
import { useTotalsOf } from '../../hooks/use-household-totals.ts';
import { isFactFindEmpty } from '../../routing.ts';
import { financesUpdatedQueryOptions } from '../api.ts';
import {
  assetRows,
  liabilityRows,
  type Person,
  type PersonPay,
  salaryQueries,
  takeHomeByPerson,
} from '../finances-model.ts';

type Changed = Partial<Record<FinanceSection, string | null>> | undefined;

// The newest change among a figure's categories, as "Last changed 20 November 2026"; nothing when unknown.
function LastChanged({ changed, sections }: { changed: Changed; sections: FinanceSection[] }) {
  const times = sections.flatMap((section) => {
    const at = changed?.[section];
    return at ? [Date.parse(at)] : [];
  });
  if (times.length === 0) return null;
  const at = new Date(Math.max(...times));
  return (
    <p className="-mt-2 text-sm text-gray-700 dark:text-gray-300">
      Last changed <time dateTime={at.toISOString()}>{formatLongDate(at.toISOString())}</time>
    </p>
  );
}

const linkClasses =
  'inline-flex items-center gap-1 rounded text-sm font-medium text-primary-ink underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink';

// Where a figure is changed: the step of a fact-find in progress; a reviewed one is updated by starting
// the next; one awaiting review cannot be changed until the adviser has seen it (no link).
function UpdateLink({
  data,
  step,
  children,
}: {
  data: PortalChangesResponse;
  step: string;
  children: ReactNode;
}) {
  if (data.status === 'awaiting-review') return null;
  const icon = <PencilLine aria-hidden="true" className="size-4" />;
  return data.status === 'reviewed' ? (
    <Link to="/fact-find/start" className={linkClasses}>
      {icon}
      {children}
    </Link>
  ) : (
    <Link to="/fact-find" search={{ step }} className={linkClasses}>
      {icon}
      {children}
    </Link>
  );
}

// Several figures' links to where they are changed, side by side.
function UpdateLinks({
  data,
  links,
}: {
  data: PortalChangesResponse;
  links: [step: string, label: string][];
}) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2">
      {links.map(([step, label]) => (
        <li key={step}>
          <UpdateLink data={data} step={step}>
            {label}
          </UpdateLink>
        </li>
      ))}
    </ul>
  );
}

function Section({
  id,
  title,
  changed,
  sections,
  children,
}: {
  id: string;
  title: string;
  changed: Changed;
  sections: FinanceSection[];
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Card className="flex flex-col gap-4 p-5 sm:p-6">
        <h2 id={id} className="text-lg font-semibold text-gray-950 dark:text-white">
          {title}
        </h2>
        <LastChanged changed={changed} sections={sections} />
        {children}
      </Card>
    </section>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums text-gray-950 dark:text-white">{value}</dd>
      {note ? <dd className="text-xs text-gray-700 dark:text-gray-300">{note}</dd> : null}
    </Card>
  );
}

// What the household owns or owes, by type, as bars with their total; or, with nothing recorded, the line (none)
// saying so.
function Breakdown({
  currencySymbol,
  none,
  ...chart
}: Omit<ComponentProps<typeof BarChart>, 'format'> & { currencySymbol: string; none: string }) {
  if (chart.rows.length === 0) return <p className="text-sm text-gray-700 dark:text-gray-300">{none}</p>;
  return <BarChart {...chart} format={(value) => formatMoney(value, currencySymbol)} />;
}

function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-3 p-8 text-center">
      <ClipboardList aria-hidden="true" className="size-8 text-gray-500" />
      <p className="font-medium text-gray-900 dark:text-gray-100">No figures yet</p>
      <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
        Your net worth, income, outgoings and take-home pay appear here once you fill in your fact-find.
      </p>
      <Link to="/fact-find/start" className={buttonClasses('primary')}>
        Start your fact-find
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </Card>
  );
}

function personName(data: PortalChangesResponse, person: Person, fallback: string): string {
  const first = readPath(data.factFind, `personal_details_${person}.first_name`);
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : fallback;
}

function TakeHome({
  data,
  pay,
  isPending,
  names,
  currencySymbol,
  changed,
}: {
  data: PortalChangesResponse;
  changed: Changed;
  pay: PersonPay[];
  isPending: boolean;
  names: Record<Person, string>;
  currencySymbol: string;
}) {
  return (
    <Section id="finances-take-home" title="Take-home pay" changed={changed} sections={['income']}>
      {pay.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">No salaries recorded.</p>
      ) : (
        <ChartTable
          caption="Take-home pay per person"
          columns={['Person', 'Salary a year', 'Take-home a month']}
          rows={pay.map((row) => ({
            key: row.person,
            label: names[row.person],
            cells: [
              formatMoney(row.grossYearly, currencySymbol),
              <span key="net" className="font-semibold">
                {row.netMonthly !== null
                  ? formatMoney(row.netMonthly, currencySymbol)
                  : isPending
                    ? 'Working out…'
                    : 'Not known'}
              </span>,
            ],
          }))}
        />
      )}
      <p className="text-xs text-gray-700 dark:text-gray-300">
        After income tax, {currencySymbol === '€' ? 'USC, PRSI' : 'National Insurance'}, pension contributions
        and student loan repayments taken from pay, for this tax year.
      </p>
      <UpdateLink data={data} step="income">
        Update your income
      </UpdateLink>
    </Section>
  );
}

// The client's figures from their fact-find, each with the way to change it there.
export function FinancesPage({
  clientId,
  currencySymbol,
  clientName,
  jointName,
}: {
  clientId: number;
  currencySymbol: string;
  clientName: string;
  jointName: string | null;
}) {
  const { data } = useSuspenseQuery(factFindQueryOptions(clientId));
  // Who is reading, for "you" and "your partner" the right way round.
  const { user } = useSession();
  const viewer = user?.household?.person ?? 1;
  const salaries = salaryQueries(data);
  // The same totals as the review page, the adviser's tab, GET …/finances/summary and the PDF.
  const { totals, isPending, takeHomeMonthly } = useTotalsOf(clientId, data, {
    region: user?.region ?? 'uk',
    client: user?.client ?? null,
  });
  const changed = useQuery(financesUpdatedQueryOptions(clientId)).data?.data;

  const header = (
    <header>
      <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Your finances</h1>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {data.lastUpdated
          ? `Figures from your fact-find, last updated ${formatLongDateTime(data.lastUpdated)}.`
          : 'Figures from your fact-find.'}
      </p>
    </header>
  );
  if (isFactFindEmpty(data)) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        {header}
        <EmptyState />
      </div>
    );
  }

  const assets = assetRows(totals);
  const liabilities = liabilityRows(totals);
  const names: Record<Person, string> = {
    client1: personName(data, 'client1', clientName || personFallback(1, viewer)),
    client2: personName(data, 'client2', jointName || personFallback(2, viewer)),
  };
  const pay = takeHomeByPerson(salaries, takeHomeMonthly);
  const surplus = totals.monthlySurplus;
  const adviser = data.adviser.name || 'your adviser';

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      {header}
      {data.status === 'awaiting-review' ? (
        <p className="rounded-xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-800 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-200">
          Your fact-find is with {adviser} for review, so it cannot be changed until they have seen it.
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-busy={isPending}>
        <Figure
          label="Net worth"
          value={formatMoney(totals.netWorth, currencySymbol)}
          note="What you own, your home included, less what you owe"
        />
        <Figure
          label="Monthly income"
          value={formatMoney(totals.monthlyIncome.net, currencySymbol)}
          note="After tax and pension contributions"
        />
        <Figure
          label="Monthly outgoings"
          value={formatMoney(totals.monthlyOutgoings.total, currencySymbol)}
        />
        <Figure
          label={surplus < 0 ? 'Monthly shortfall' : 'Monthly surplus'}
          value={formatMoney(surplus, currencySymbol)}
          note="Income after tax less outgoings"
        />
      </dl>

      <Section
        id="finances-assets"
        title="What you own"
        changed={changed}
        sections={['current_address', 'property', 'investments', 'pensions']}
      >
        <Breakdown
          title="What you own, by type"
          rows={assets}
          total={totals.assets.total}
          totalLabel="Total assets"
          tone="primary"
          currencySymbol={currencySymbol}
          none="No assets recorded."
        />
        <UpdateLinks
          data={data}
          links={[
            ['address', 'Update your home'],
            ['property', 'Update property'],
            ['savings-investments', 'Update savings and investments'],
            ['pensions', 'Update pensions'],
          ]}
        />
      </Section>

      <Section id="finances-liabilities" title="What you owe" changed={changed} sections={['liabilities']}>
        <Breakdown
          title="What you owe, by type"
          rows={liabilities}
          total={totals.liabilities.total}
          totalLabel="Total owed"
          tone="warning"
          currencySymbol={currencySymbol}
          none="No mortgages or debts recorded."
        />
        <UpdateLink data={data} step="liabilities">
          Update mortgages and debts
        </UpdateLink>
      </Section>

      <Section
        id="finances-monthly"
        title="Each month"
        changed={changed}
        sections={['income', 'expenditure']}
      >
        <table className="w-full text-sm">
          <caption className="sr-only">
            Monthly income, outgoings and {surplus < 0 ? 'shortfall' : 'surplus'}
          </caption>
          <tbody>
            {(
              [
                ['Income after tax', totals.monthlyIncome.net],
                ['Essential spending', totals.monthlyOutgoings.essential],
                ['Other spending', totals.monthlyOutgoings.discretionary],
              ] as const
            ).map(([label, amount]) => (
              <tr key={label} className="border-b border-gray-100 dark:border-gray-800">
                <th scope="row" className="py-2 text-left font-normal">
                  {label}
                </th>
                <td className="py-2 text-right tabular-nums">{formatMoney(amount, currencySymbol)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className="py-2 text-left font-semibold">
                {surplus < 0 ? 'Shortfall' : 'Surplus'}
              </th>
              <td className="py-2 text-right font-semibold tabular-nums">
                {formatMoney(surplus, currencySymbol)}
              </td>
            </tr>
          </tbody>
        </table>
        <p className="text-xs text-gray-700 dark:text-gray-300">
          Income after tax counts every income in your fact-find, and the rent of property you let, after
          income tax, {currencySymbol === '€' ? 'USC, PRSI' : 'National Insurance, student loan repayments'}{' '}
          and pension contributions, at this tax year’s rates. Your forecast counts income after tax the same
          way, year by year, but leaves out interest and dividends (it grows your savings instead), and its
          total wealth is your savings, investments and pensions only, not the net worth above.
        </p>
        {totals.monthlyIncome.grossOnlyCount > 0 ? (
          <p className="text-xs text-gray-700 dark:text-gray-300">
            {totals.monthlyIncome.grossOnlyCount === 1
              ? 'One income is counted before tax: its amount after tax is not known.'
              : `${totals.monthlyIncome.grossOnlyCount} incomes are counted before tax: their amounts after tax are not known.`}
          </p>
        ) : null}
        <UpdateLinks
          data={data}
          links={[
            ['income', 'Update income'],
            ['expenditure', 'Update spending'],
          ]}
        />
      </Section>

      <TakeHome
        changed={changed}
        data={data}
        pay={pay}
        isPending={isPending}
        names={names}
        currencySymbol={currencySymbol}
      />
    </div>
  );
}
