// The one way Atrium writes an amount of money, on every screen, in the fact-find PDF and in mail:
// - in the household's currency, '£' or '€' (clients.currency_symbol; an account's GBP or EUR by currencySymbolOf);
// - rounded to the penny (or cent) first, then whole pounds without pence ('£450,000') and any other amount with
//   exactly two decimals ('£210,500.50', never '£210,500.5');
// - thousands grouped with commas (en-GB), the minus sign U+2212 before the currency ('−£1,200'), which screen
//   readers say as "minus"; an amount that rounds to nothing is '£0', never '−£0';
// - `whole` rounds to whole pounds first, for figures whose pennies mean nothing (a forecast decades ahead, a
//   chart's axis).
// Anything that is not a finite number is written as a dash.

export type CurrencySymbol = '£' | '€';

const symbols = { GBP: '£', EUR: '€' } as const satisfies Record<string, CurrencySymbol>;

export const currencySymbolOf = (currency: keyof typeof symbols): CurrencySymbol => symbols[currency];

const withPence = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const withoutPence = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

export function formatMoney(amount: number, symbol: string, options: { whole?: boolean } = {}): string {
  if (!Number.isFinite(amount)) return '—';
  const size = Math.abs(amount);
  const pence = options.whole ? Math.round(size) * 100 : Math.round(size * 100);
  const text = pence % 100 === 0 ? withoutPence.format(pence / 100) : withPence.format(pence / 100);
  return `${amount < 0 && pence > 0 ? '−' : ''}${symbol}${text}`;
}
