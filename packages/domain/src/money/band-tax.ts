import type { TaxBand } from './uk-tax-rules.ts';

// The arithmetic every tax table shares: a rate in basis points of an amount, and tax across cumulative bands.
// Exact (not rounded): the take-home engine rounds once, at the end (take-home.ts, income-tax.ts).

export const ofBp = (amount: number, rateBp: number) => (amount * rateBp) / 10_000;

// Tax on `amount` across cumulative bands.
export function bandTax(amount: number, bands: readonly TaxBand[]): number {
  let tax = 0;
  let floor = 0;
  for (const band of bands) {
    if (amount <= floor) break;
    const top = band.upTo === null ? amount : Math.min(amount, band.upTo);
    tax += ofBp(top - floor, band.rateBp);
    if (band.upTo === null) break;
    floor = band.upTo;
  }
  return tax;
}
