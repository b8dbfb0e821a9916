import {
  type AccountType,
  type AssetClass,
  accountInputSchema,
  accountTypeLabels,
  accountTypes,
  assetClasses,
  assetClassLabels,
  holdingInputSchema,
  type ParsedHoldingInput,
  type PortfolioCurrency,
} from '../contract/portfolio.ts';

// One row of a portfolio import file (docs/portfolio-csv.md), as text by column name, turned into the account it
// belongs to and the holding, or the problems with each of its columns.

export type CsvRowAccount = {
  provider: string;
  account_type: AccountType;
  reference: string;
  currency: PortfolioCurrency;
};
export type CsvRow = { account: CsvRowAccount; holding: ParsedHoldingInput };
export type CsvRowResult = { ok: true; row: CsvRow } | { ok: false; errors: Record<string, string[]> };

const simplify = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

// Codes or labels, in any case: "isa", "ISA", "Stocks and Shares ISA".
function lookup<T extends string>(codes: readonly T[], labels: Record<T, string>, value: string): T | string {
  const wanted = simplify(value);
  return codes.find((code) => code === wanted || simplify(labels[code]) === wanted) ?? value.trim();
}

// Plain decimals, with thousands commas allowed ("1,234.56"); anything else stays text so the schema rejects it.
function number(value: string): number | string {
  const plain = value.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : value;
}

export function parseCsvRow(record: Record<string, string | undefined>): CsvRowResult {
  const text = (column: string) => record[column] ?? '';
  const account = accountInputSchema.safeParse({
    provider: text('provider'),
    account_type: lookup(accountTypes, accountTypeLabels, text('account_type')),
    reference: text('reference'),
    currency: text('currency').trim().toUpperCase(),
  });
  const holding = holdingInputSchema.safeParse({
    fund_name: text('fund_name'),
    isin: text('isin'),
    asset_class: lookup(assetClasses, assetClassLabels, text('asset_class')) as AssetClass,
    units: number(text('units')),
    price: number(text('price')),
    valuation_date: text('valuation_date'),
  });
  if (account.success && holding.success) {
    return { ok: true, row: { account: account.data, holding: holding.data } };
  }
  const errors: Record<string, string[]> = {};
  for (const issue of [...(account.error?.issues ?? []), ...(holding.error?.issues ?? [])]) {
    const column = String(issue.path[0] ?? 'row');
    errors[column] = [...(errors[column] ?? []), issue.message];
  }
  return { ok: false, errors };
}
