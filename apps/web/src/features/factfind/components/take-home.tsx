import type { FieldDef, SectionDef } from '@atrium/domain/factfind/template';
import { isVisible } from '@atrium/domain/factfind/visibility';
import { formatMoney } from '@atrium/domain/money/format';
import { salaryTakeHomeParams } from '@atrium/domain/money/salary-take-home';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../lib/http.ts';
import { itemsAt } from '../cache.ts';
import { useFactFindContext, useFactFindData } from '../context.tsx';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { netSalaryQueryOptions } from '../lookups-api.ts';
import { deductionsOf } from '../take-home-model.ts';

// Edits settle for this long before the take-home pay is asked for again.
export const takeHomeDebounceMs = 400;

type TakeHomeProps = { section: SectionDef; index: number; field: FieldDef };

function failure(error: unknown): string {
  if (isApiError(error) && error.status === 422) return Object.values(error.errors)[0]?.[0] ?? error.message;
  return 'Take-home pay could not be worked out just now.';
}

// Beside a salary: what it leaves after tax, National Insurance (or USC and PRSI), pension and student loan,
// from GET …/calculate-net-salary, asked again once the amount, frequency or pension settle. Announced
// politely as it changes. Not in preview mode, which calls nothing.
export function TakeHome({ section, index, field }: TakeHomeProps) {
  const { target, client } = useFactFindContext();
  const symbol = client?.currency_symbol ?? '£';
  const item = useFactFindData(
    (data) => itemsAt(data, section.category, section.repeatable?.property ?? 'items')[index],
  );
  const applies = Boolean(item && field.derived && isVisible(field.derived.when, {}, { item }));
  const params = applies && item ? salaryTakeHomeParams(item) : null;
  const key = JSON.stringify(params);
  const settled = useDebouncedValue(params, key, takeHomeDebounceMs);
  const isSettled = JSON.stringify(settled) === key;
  const clientId = target.isPreview ? null : target.clientId;
  const query = useQuery({
    ...netSalaryQueryOptions(clientId ?? 0, settled ?? { salary: '0' }),
    enabled: clientId !== null && settled !== null && isSettled,
  });
  if (!applies || clientId === null) return null;

  let content: string | null = null;
  if (params === null) content = null;
  else if (!isSettled || query.isPending) content = 'Working out take-home pay…';
  else if (query.isError) content = failure(query.error);

  const result = query.data?.data;
  return (
    <div role="status" aria-live="polite" className="text-sm text-gray-800 dark:text-gray-200">
      {content !== null || !result ? (
        content
      ) : (
        <div className="space-y-0.5 rounded-lg bg-gray-50 px-3 py-2 dark:bg-gray-800">
          <p>
            <span className="font-semibold">
              Take-home pay: {formatMoney(result.net_monthly, symbol)} a month
            </span>{' '}
            ({formatMoney(result.net, symbol)} a year, tax year {result.tax_year})
          </p>
          <p className="text-gray-700 dark:text-gray-300">
            {deductionsOf(result).length > 0
              ? `Taken off a year: ${deductionsOf(result)
                  .map((d) => `${d.label} ${formatMoney(d.amount, symbol)}`)
                  .join(', ')}.`
              : 'Nothing is taken off.'}
          </p>
        </div>
      )}
    </div>
  );
}
