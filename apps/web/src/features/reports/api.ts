import { type OutcomesQueryParams, outcomesReportResponseSchema } from '@atrium/domain/contract/outcomes';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataQuery } from '../../lib/get-query.ts';
import { downloadFile, saveFile } from '../../lib/http-files.ts';

const base = '/api/adviser/reports/outcomes';

export const reportsKeys = {
  all: ['reports'] as const,
  outcomes: (params: OutcomesQueryParams) => [...reportsKeys.all, 'outcomes', params] as const,
};

export function outcomesSearch(params: OutcomesQueryParams): string {
  const search = new URLSearchParams();
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function outcomesQueryOptions(params: OutcomesQueryParams) {
  return queryOptions({
    ...dataQuery(
      reportsKeys.outcomes(params),
      `${base}${outcomesSearch(params)}`,
      outcomesReportResponseSchema,
    ),
    placeholderData: keepPreviousData,
  });
}

// The report's CSV for the same months, saved under the name the server gives it.
export async function downloadOutcomesCsv(params: OutcomesQueryParams): Promise<void> {
  saveFile(await downloadFile(`${base}.csv${outcomesSearch(params)}`, 'outcomes.csv'));
}
