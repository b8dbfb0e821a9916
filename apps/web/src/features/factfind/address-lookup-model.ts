import type { Address, Sale, Valuation } from '@atrium/domain/contract/address';
import { formatDate } from './format.ts';

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

const whole = (amount: number, symbol: string) => `${symbol}${amount.toLocaleString('en-GB')}`;

export type PropertyFigures = { values: { pricePaid?: number; valuation?: number }; messages: string[] };

// Spec §5: the latest recorded sale fills pricePaid, the valuation's average fills valuation; each says
// where it came from, or why there is none, so the client knows what to check and change.
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
      `Price paid: ${whole(sale.price, symbol)}, the last recorded sale, on ${formatDate(sale.date)}.`,
    );
  } else if (sale === null) {
    messages.push('No recorded sale was found for this address: please enter the price you paid.');
  }
  if (valuation && valuation.average !== null) {
    values.valuation = valuation.average;
    const where = valuation.basis === 'postcode' ? valuation.area : `the ${valuation.area} area`;
    const sales = `${valuation.count} sale${valuation.count === 1 ? '' : 's'}`;
    messages.push(
      `Value: ${whole(valuation.average, symbol)}, the average of ${sales} in ${where} over the last five years. Change it if you know better.`,
    );
  } else if (valuation) {
    messages.push('There were too few sales nearby to estimate a value: please enter your own.');
  }
  return { values, messages };
}
