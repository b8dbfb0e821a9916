import {
  importErrorKey,
  portfolioCsvColumns,
  portfolioCsvMaxRows,
  portfolioCsvRequiredColumns,
  portfolioMessages,
} from '@atrium/domain/contract/portfolio';
import { type CsvRow, type CsvRowAccount, parseCsvRow } from '@atrium/domain/portfolio/csv-row';
import { parse } from 'csv-parse/sync';

type ExistingAccount = { provider: string; accountType: string; reference: string; currency: string };
type Group = { account: CsvRowAccount; holdings: CsvRow['holding'][] };

export type PortfolioCsv = { ok: true; accounts: Group[] } | { ok: false; errors: Record<string, string[]> };

const fileError = (message: string): PortfolioCsv => ({ ok: false, errors: { csv: [message] } });

const identityOf = (account: { provider: string; reference: string }, type: string) =>
  JSON.stringify([account.provider, type, account.reference]);

// Reads an import file (docs/portfolio-csv.md) into holdings grouped by account, or every problem found: the
// file's (`csv`) or each row's, keyed `rows.{line}.{column}` so the adviser can correct them all in one go.
export function readPortfolioCsv(
  text: string,
  context: { today: string; existing: ExistingAccount[] },
): PortfolioCsv {
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((name) => name.trim().toLowerCase().replace(/\s+/g, '_')),
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      trim: true,
      max_record_size: 4096,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return fileError(
      `The file is not valid CSV${line ? ` (near line ${line})` : ''}: check its quotes and separators.`,
    );
  }
  if (records.length === 0) return fileError(portfolioMessages.csvEmpty);
  if (records.length > portfolioCsvMaxRows) return fileError(portfolioMessages.csvTooLarge);
  const header = Object.keys(records[0]?.record ?? {});
  const missing = portfolioCsvRequiredColumns.filter((column) => !header.includes(column));
  const unknown = header.filter((column) => !(portfolioCsvColumns as readonly string[]).includes(column));
  if (missing.length > 0 || unknown.length > 0) {
    return {
      ok: false,
      errors: {
        csv: [
          ...(missing.length > 0 ? [`Missing column(s): ${missing.join(', ')}.`] : []),
          ...(unknown.length > 0 ? [`Unknown column(s): ${unknown.join(', ')}.`] : []),
        ],
      },
    };
  }

  const errors: Record<string, string[]> = {};
  const add = (line: number, column: string, message: string) => {
    const key = importErrorKey(line, column);
    errors[key] = [...(errors[key] ?? []), message];
  };
  const existingCurrency = new Map(
    context.existing.map((account) => [identityOf(account, account.accountType), account.currency]),
  );
  const groups = new Map<string, Group & { firstLine: number; isins: Map<string, number> }>();

  for (const { record, info } of records) {
    const line = info.lines;
    const result = parseCsvRow(record);
    if (!result.ok) {
      for (const [column, problems] of Object.entries(result.errors)) {
        for (const problem of problems) add(line, column, problem);
      }
      continue;
    }
    const { account, holding } = result.row;
    if (holding.valuation_date > context.today) {
      add(line, 'valuation_date', portfolioMessages.dateInFuture);
      continue;
    }
    const identity = identityOf(account, account.account_type);
    const known = existingCurrency.get(identity);
    if (known && known !== account.currency) {
      add(line, 'currency', `This account is held in ${known}; a row cannot change its currency.`);
      continue;
    }
    const group = groups.get(identity) ?? {
      account,
      holdings: [] as CsvRow['holding'][],
      firstLine: line,
      isins: new Map<string, number>(),
    };
    if (group.account.currency !== account.currency) {
      add(
        line,
        'currency',
        `Line ${group.firstLine} gives this account's currency as ${group.account.currency}.`,
      );
      continue;
    }
    const earlier = group.isins.get(holding.isin);
    if (earlier !== undefined) {
      add(line, 'isin', `This ISIN is already listed for this account on line ${earlier}.`);
      continue;
    }
    group.isins.set(holding.isin, line);
    group.holdings.push(holding);
    groups.set(identity, group);
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    accounts: [...groups.values()].map(({ account, holdings }) => ({ account, holdings })),
  };
}
