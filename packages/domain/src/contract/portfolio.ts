import { z } from 'zod';
import { isValidIsin, normaliseIsin } from '../portfolio/isin.ts';
import { boundedText, csvImportRequest, dataOf, filledText, pathId } from './fields.ts';

// A client's investment accounts and holdings, recorded by their adviser or imported from a CSV
// (docs/portfolio-csv.md), and the valuation snapshots that show the portfolio's value over time.

export const accountTypes = [
  'isa',
  'jisa',
  'lisa',
  'sipp',
  'pension',
  'gia',
  'bond',
  'cash',
  'other',
] as const;
export const accountTypeSchema = z.enum(accountTypes, { error: 'Choose an account type.' });
export type AccountType = z.infer<typeof accountTypeSchema>;

export const accountTypeLabels: Record<AccountType, string> = {
  isa: 'Stocks and Shares ISA',
  jisa: 'Junior ISA',
  lisa: 'Lifetime ISA',
  sipp: 'SIPP',
  pension: 'Pension',
  gia: 'General investment account',
  bond: 'Investment bond',
  cash: 'Cash account',
  other: 'Other',
};

export const assetClasses = [
  'equity',
  'fixed-income',
  'multi-asset',
  'property',
  'cash',
  'alternatives',
  'other',
] as const;
export const assetClassSchema = z.enum(assetClasses, { error: 'Choose an asset class.' });
export type AssetClass = z.infer<typeof assetClassSchema>;

export const assetClassLabels: Record<AssetClass, string> = {
  equity: 'Equities',
  'fixed-income': 'Fixed income',
  'multi-asset': 'Multi-asset',
  property: 'Property',
  cash: 'Cash',
  alternatives: 'Alternatives',
  other: 'Other',
};

export const portfolioCurrencies = ['GBP', 'EUR'] as const;
export const portfolioCurrencySchema = z.enum(portfolioCurrencies, { error: 'Choose GBP or EUR.' });
export type PortfolioCurrency = z.infer<typeof portfolioCurrencySchema>;

export const portfolioMessages = {
  isinInvalid: 'Enter a 12-character ISIN (e.g. GB00B3X7QG63).',
  isinCheckDigit: "The ISIN's check digit does not match: check it for a typing error.",
  dateInvalid: 'Enter a date as YYYY-MM-DD.',
  dateInFuture: 'The valuation date cannot be in the future.',
  duplicateAccount: 'This client already has an account with this provider, type and reference.',
  importFailed: 'The file has errors, so nothing was imported. Correct the rows listed and import it again.',
  csvTooLarge: 'The file is too large: at most 512 KB and 2,000 rows.',
  csvEmpty: 'The file has no rows to import.',
  valueTooLarge: 'The holding’s value (units × price) may not be above 1,000,000,000,000.',
} as const;

// The largest value one holding may have (units × price).
export const maxHoldingValue = 1_000_000_000_000;

// The largest CSV accepted, in characters, and the most holdings in one file.
export const portfolioCsvMaxChars = 512 * 1024;
export const portfolioCsvMaxRows = 2000;

export const isinSchema = z
  .string({ error: 'The ISIN is required.' })
  .transform(normaliseIsin)
  .refine((value) => /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/.test(value), portfolioMessages.isinInvalid)
  .refine(isValidIsin, portfolioMessages.isinCheckDigit);

// A calendar date that exists (2026-02-30 does not).
export const isoDateSchema = z
  .string({ error: portfolioMessages.dateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, portfolioMessages.dateInvalid)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, portfolioMessages.dateInvalid);

const decimal = (what: string, maxDecimals: number, min: { value: number; message: string }) =>
  z
    .number({ error: `The ${what} must be a number.` })
    .finite(`The ${what} must be a number.`)
    .min(min.value, min.message)
    .max(1_000_000_000_000, `The ${what} is too large.`)
    .refine(
      (value) => Number.isInteger(Math.round(value * 10 ** maxDecimals * 1e3) / 1e3),
      `The ${what} may have at most ${maxDecimals} decimal places.`,
    );

export const holdingInputSchema = z
  .object({
    fund_name: filledText(200, {
      required: 'The fund name is required.',
      tooLong: 'The fund name may not be longer than 200 characters.',
    }),
    isin: isinSchema,
    asset_class: assetClassSchema,
    units: decimal('number of units', 6, {
      value: 0.000001,
      message: 'The number of units must be above 0.',
    }),
    price: decimal('price', 6, { value: 0, message: 'The price cannot be negative.' }),
    valuation_date: isoDateSchema,
  })
  // A holding's value is stored to the penny in a numeric(18, 2) and summed into the client's total: a trillion
  // per holding leaves that total room for any real client (a larger product failed at the query, a 500).
  .refine((holding) => holding.units * holding.price <= maxHoldingValue, {
    path: ['price'],
    message: portfolioMessages.valueTooLarge,
  });
export type HoldingInput = z.input<typeof holdingInputSchema>;
export type ParsedHoldingInput = z.output<typeof holdingInputSchema>;

export const accountInputSchema = z.object({
  provider: filledText(120, {
    required: 'The provider is required.',
    tooLong: 'The provider may not be longer than 120 characters.',
  }),
  account_type: accountTypeSchema,
  reference: boundedText('reference', 60).optional().default(''),
  currency: portfolioCurrencySchema,
});
export type AccountInput = z.input<typeof accountInputSchema>;

export const portfolioImportRequestSchema = csvImportRequest(portfolioCsvMaxChars, portfolioMessages);
export type PortfolioImportRequest = z.infer<typeof portfolioImportRequestSchema>;

export const portfolioImportResponseSchema = z.object({
  data: z.object({ accounts: z.number().int(), holdings: z.number().int(), as_at: z.string() }),
});
export type PortfolioImportResponse = z.infer<typeof portfolioImportResponseSchema>;

export const holdingSchema = z.object({
  id: z.number().int(),
  account_id: z.number().int(),
  fund_name: z.string(),
  isin: z.string(),
  asset_class: assetClassSchema,
  units: z.number(),
  price: z.number(),
  value: z.number(),
  valuation_date: z.string(),
});
export type Holding = z.infer<typeof holdingSchema>;

export const portfolioAccountSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  account_type: accountTypeSchema,
  reference: z.string(),
  currency: portfolioCurrencySchema,
  value: z.number(),
  // The latest valuation date of its holdings; null while it has none.
  valuation_date: z.string().nullable(),
  holdings: z.array(holdingSchema),
});
export type PortfolioAccount = z.infer<typeof portfolioAccountSchema>;

// Totals are per currency: a GBP and a EUR account are never added together.
export const portfolioTotalSchema = z.object({
  currency: portfolioCurrencySchema,
  value: z.number(),
  valuation_date: z.string().nullable(),
  by_asset_class: z.array(z.object({ asset_class: assetClassSchema, value: z.number() })),
});
export type PortfolioTotal = z.infer<typeof portfolioTotalSchema>;

export const valuationPointSchema = z.object({
  as_at: z.string(),
  currency: portfolioCurrencySchema,
  value: z.number(),
});
export type ValuationPoint = z.infer<typeof valuationPointSchema>;

export const portfolioSchema = z.object({
  accounts: z.array(portfolioAccountSchema),
  totals: z.array(portfolioTotalSchema),
  // Oldest first.
  history: z.array(valuationPointSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

export const portfolioResponseSchema = dataOf(portfolioSchema);
export type PortfolioResponse = z.infer<typeof portfolioResponseSchema>;

export const portfolioAccountResponseSchema = dataOf(portfolioAccountSchema);
export const holdingResponseSchema = dataOf(holdingSchema);

export const portfolioAccountParamsSchema = z.object({
  clientId: pathId('Not a client id.'),
  accountId: pathId('Not a account id.'),
});
export const portfolioHoldingParamsSchema = z.object({
  clientId: pathId('Not a client id.'),
  holdingId: pathId('Not a holding id.'),
});

// The columns of an import file, in any order (docs/portfolio-csv.md); reference is optional.
export const portfolioCsvColumns = [
  'provider',
  'account_type',
  'reference',
  'currency',
  'fund_name',
  'isin',
  'asset_class',
  'units',
  'price',
  'valuation_date',
] as const;
export const portfolioCsvRequiredColumns = portfolioCsvColumns.filter((column) => column !== 'reference');

// The key of a per-row error in a 422 answer to an import: `rows.{line}.{column}` (line 1 is the header).
export const importErrorKey = (line: number, column: string) => `rows.${line}.${column}`;
