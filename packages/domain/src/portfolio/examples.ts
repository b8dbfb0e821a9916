import type { HoldingInput } from '../contract/portfolio.ts';

// A valid holding (an index fund with a real ISIN), the start of tests that vary one field of it: the contract's
// (contract/portfolio.test.ts) and the server's authorisation matrix (apps/server/src/fuzz/matrix.ts).
export const exampleHolding = {
  fund_name: 'Global Index',
  isin: 'US0378331005',
  asset_class: 'equity',
  units: 10,
  price: 1.5,
  valuation_date: '2026-03-01',
} satisfies HoldingInput;
