import type { Address, Sale, Valuation } from '@atrium/domain/contract/address';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { formatMoney } from '@atrium/domain/money/format';

// What a chosen address saves into current_address.
export function addressValues(address: Address): Record<string, string> {
  return {
    postcode: address.postcode,
    identifierline: address.identifierline,
    premise: address.premise,
    address_line_1: address.line_1,
    address_line_2: [address.line_2, address.line_3].filter(Boolean).join(', '),
    town: address.town,
    county: address.county,
  };
}

// A value worked out from nearby sales: an estimate, never the client's figure until they choose to use it.
export type ValueEstimate = { amount: number; basis: string };

// The estimate's basis as GET /api/address/valuation works it out: the mean of the postcode's sales (or its
// sector's, when the postcode had too few) over the five years to today, e.g. "mean of 4 sales in ZZ1 1ZZ since
// 2021". Null when there were no sales to go on.
export function valueEstimate(valuation: Valuation | null | undefined): ValueEstimate | null {
  if (!valuation || valuation.average === null) return null;
  const where = valuation.basis === 'postcode' ? valuation.area : `the ${valuation.area} sector`;
  const sales = `${valuation.count} sale${valuation.count === 1 ? '' : 's'}`;
  return {
    amount: valuation.average,
    basis: `mean of ${sales} in ${where} since ${valuation.from.slice(0, 4)}`,
  };
}

export type PropertyFigures = {
  values: { pricePaid?: number };
  estimate: ValueEstimate | null;
  messages: string[];
};

// The latest recorded sale fills pricePaid (a recorded fact); the valuation's mean is offered as an
// estimate with its basis, which counts towards net worth only once the client uses it or enters their own
// figure (packages/domain/src/factfind/totals.ts counts current_address.valuation). Each says where it came from,
// or why there is none, so the client knows what to check and change.
export function propertyFigures(
  sale: Sale | null | undefined,
  valuation: Valuation | null | undefined,
  symbol: string,
): PropertyFigures {
  const values: PropertyFigures['values'] = {};
  const messages: string[] = [];
  if (sale) {
    values.pricePaid = sale.price;
    messages.push(
      `Price paid: ${formatMoney(sale.price, symbol)}, the last recorded sale, on ${formatIsoDate(sale.date)}.`,
    );
  } else if (sale === null) {
    messages.push('No recorded sale was found for this address: please enter the price you paid.');
  }
  const estimate = valueEstimate(valuation);
  if (estimate) {
    messages.push(
      `Estimated value: ${formatMoney(estimate.amount, symbol)}, the ${estimate.basis}. It counts towards your net worth only if you use it or enter your own figure.`,
    );
  } else if (valuation) {
    messages.push('There were too few sales nearby to estimate a value: please enter your own.');
  }
  return { values, estimate, messages };
}
