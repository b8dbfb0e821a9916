import {
  messageMeasures,
  type OutcomesQueryParams,
  reviewMeasures,
  scopeLabel,
} from '@atrium/domain/contract/outcomes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Download, Printer } from 'lucide-react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { downloadOutcomesCsv, outcomesQueryOptions } from '../api.ts';
import { byScope, FunnelTable, GroupedTable } from './outcome-tables.tsx';
import { monthLabel, PeriodPicker } from './period-picker.tsx';

type Props = { params: OutcomesQueryParams; onChange: (next: OutcomesQueryParams) => void };

const dayLabel = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
const day = (iso: string) => dayLabel.format(new Date(`${iso}T00:00:00Z`));
const asOfLabel = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});

const sectionHeading = 'text-xl font-semibold text-gray-900 dark:text-gray-50 print:text-black';
const note = 'text-sm text-gray-700 dark:text-gray-300 print:text-black';

// /adviser/reports/outcomes: the firm's Consumer Duty outcomes for the months chosen (a quarter unless changed),
// counts only, each by adviser and split by support needs; downloadable as CSV and printable for the board.
export function OutcomesPage({ params, onChange }: Props) {
  const query = useQuery(outcomesQueryOptions(params));
  const download = useMutation({ mutationFn: () => downloadOutcomesCsv(params) });
  const report = query.data;
  const period = report
    ? `${monthLabel(report.period.from)} to ${monthLabel(report.period.to)}`
    : 'the months chosen';
  const range = report ? `from ${day(report.period.first_day)} to ${day(report.period.last_day)}` : '';

  return (
    <div className="space-y-8 print:space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50 print:text-black">
            Outcomes report
          </h1>
          <p className={note}>
            Consumer Duty outcomes, {period}. Counts of households only: no client is named.
            {report ? ` As at ${asOfLabel.format(new Date(report.as_of))}.` : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="secondary" onClick={() => download.mutate()} isPending={download.isPending}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      </div>
      {download.error ? <ErrorAlert>{download.error.message}</ErrorAlert> : null}
      {report ? (
        <Card className="p-5 sm:p-6 print:hidden">
          <PeriodPicker
            from={report.period.from}
            to={report.period.to}
            thisMonth={report.as_of.slice(0, 7)}
            onChange={onChange}
          />
        </Card>
      ) : null}
      {query.isError && !report ? <ErrorAlert>{query.error.message}</ErrorAlert> : null}
      {!report ? (
        <p role="status" className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          Loading the report… <Spinner />
        </p>
      ) : (
        <div aria-busy={query.isPlaceholderData || undefined} className="space-y-8 print:space-y-5">
          <section aria-labelledby="outcomes-reviews" className="space-y-3">
            <h2 id="outcomes-reviews" className={sectionHeading}>
              Annual reviews
            </h2>
            <p className={note}>
              Reviews whose date falls in the period, by what became of each. Overdue: still open after its
              date. Days run from the check-in's invitation to completion, over the reviews delivered.
            </p>
            <Card className="p-3 sm:p-4 print:border-0 print:p-0 print:shadow-none">
              <GroupedTable caption={`Reviews due ${range}`} rows={report.reviews} columns={reviewMeasures} />
            </Card>
          </section>
          <section aria-labelledby="outcomes-fact-finds" className="space-y-3 print:break-before-page">
            <h2 id="outcomes-fact-finds" className={sectionHeading}>
              Fact-finds
            </h2>
            <p className={note}>
              Fact-finds started in the period (a household's latest): how many completed each step, and how
              many were submitted. A submitted fact-find counts at every step.
            </p>
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2 print:block print:space-y-4">
              {byScope(report.fact_finds.rows).map((rows) =>
                rows[0] ? (
                  <Card
                    key={`${rows[0].scope}:${rows[0].adviser}`}
                    className="min-w-0 p-3 sm:p-4 break-inside-avoid print:border-0 print:p-0 print:shadow-none"
                  >
                    <FunnelTable
                      caption={`Fact-finds started ${range}: ${scopeLabel(rows[0])}`}
                      steps={report.fact_finds.steps}
                      rows={rows}
                    />
                  </Card>
                ) : null,
              )}
            </div>
          </section>
          <section aria-labelledby="outcomes-messages" className="space-y-3 print:break-before-page">
            <h2 id="outcomes-messages" className={sectionHeading}>
              Messages
            </h2>
            <p className={note}>
              Messages households sent in the period, by the firm's first reply after each, against the firm's
              target of {report.reply_target_hours} working hours (Monday to Friday, UK time; set in
              Settings).
            </p>
            <Card className="p-3 sm:p-4 print:border-0 print:p-0 print:shadow-none">
              <GroupedTable
                caption={`Messages from households ${range}`}
                rows={report.messages}
                columns={messageMeasures}
              />
            </Card>
          </section>
        </div>
      )}
      {query.isFetching && report ? (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-gray-700 dark:text-gray-300 print:hidden"
        >
          Updating… <Spinner />
        </p>
      ) : null}
    </div>
  );
}
