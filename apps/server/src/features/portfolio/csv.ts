import {
  importErrorKey,
  portfolioCsvColumns,
  portfolioCsvMaxRows,
  portfolioCsvRequiredColumns,
  portfolioMessages,
} from '@atrium/domain/contract/portfolio';
import { type CsvRow, type CsvRowAccount, parseCsvRow } from '@atrium/domain/portfolio/csv-row';
import { readCsvRecords } from '../../platform/csv.ts';

type ExistingAccount = { provider: string; accountType: string; reference: string; currency: string };
type Group = { account: CsvRowAccount; holdings: CsvRow['holding'][] };

export type PortfolioCsv = { ok: true; accounts: Group[] } | { ok: false; errors: Record<string, string[]> };

const identityOf = (account: { provider: string; reference: string }, type: string) =>
  JSON.stringify([account.provider, type, account.reference]);

// Reads an import file (docs/portfolio-csv.md) into holdings grouped by account, or every problem found: the
// file's (`csv`) or each row's, keyed `rows.{line}.{column}` so the adviser can correct them all in one go.
export function readPortfolioCsv(
  text: string,
  context: { today: string; existing: ExistingAccount[] },
): PortfolioCsv {
  const file = readCsvRecords(text, {
    columns: portfolioCsvColumns,
    required: portfolioCsvRequiredColumns,
    maxRows: portfolioCsvMaxRows,
    messages: { empty: portfolioMessages.csvEmpty, tooLarge: portfolioMessages.csvTooLarge },
  });
  if (!file.ok) return file;

  const errors: Record<string, string[]> = {};
  const add = (line: number, column: string, message: string) => {
    const key = importErrorKey(line, column);
    errors[key] = [...(errors[key] ?? []), message];
  };
  const existingCurrency = new Map(
    context.existing.map((account) => [identityOf(account, account.accountType), account.currency]),
  );
  const groups = new Map<string, Group & { firstLine: number; isins: Map<string, number> }>();

  for (const { record, line } of file.records) {
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
