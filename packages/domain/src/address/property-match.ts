// Which HM Land Registry sales in a postcode belong to one property. The Price Paid Data names a property by
// PAON (house number or name), SAON (flat or unit) and street, in capitals; an address lookup gives the premise
// ('Flat 2, 10') or a line ('Flat 2, 10 High Street'). Both are compared as words (capitals, punctuation
// ignored), and a sale matches when the identifier is its premise, or begins with premise and street:
// '10' and '10 High Street, Town' match 10 High Street but neither flat 1 at number 10 nor number 1 or 100.

export type SaleAddress = { paon: string; saon: string; street: string };

const words = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();

function startsWithWords(text: string, prefix: string): boolean {
  return prefix !== '' && (text === prefix || text.startsWith(`${prefix} `));
}

export function matchesProperty(sale: SaleAddress, identifier: string): boolean {
  const wanted = words(identifier);
  if (wanted === '' || words(sale.paon) === '') return false;
  const premise = words(`${sale.saon} ${sale.paon}`);
  if (wanted === premise) return true;
  const street = words(sale.street);
  return street !== '' && startsWithWords(wanted, `${premise} ${street}`);
}
