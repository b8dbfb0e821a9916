import { annualAmount } from './amounts.ts';
import type { FactFindData } from './template.ts';
import { readPath } from './visibility.ts';

// The household's incomes, one record per source, as the household's totals (totals.ts) and the lifetime forecast
// (packages/domain/src/forecast/from-fact-find.ts) both count them: each income of the income step, and the rent of
// each property of the property step that no rental income of the income step already gives, so a rent is counted
// without being typed twice and never twice when it is.

// How an income is taxed (money/income-tax.ts): pay, a profit, rent, the State Pension, a pension in payment, a
// drawing from a pension pot; or counted as given (benefits, maintenance, other), or a return on savings (interest
// and dividends: the forecast grows the savings instead).
export type IncomeKind =
  | 'employment'
  | 'selfEmployed'
  | 'rental'
  | 'statePension'
  | 'occupationalPension'
  | 'pensionDrawdown'
  | 'asGiven'
  | 'savings';

export type Owner = 'client1' | 'client2' | 'joint';

export type IncomeSource = {
  kind: IncomeKind;
  type: string; // the income step's type, or 'property_rent'
  owner: Owner;
  grossYearly: number;
  netYearly: number | null; // the amount after tax as given (at its own frequency), or null
  item: Record<string, unknown> | null; // the income item (null for a property's rent)
  index: number | null; // its position in income.items
  label: string | null; // employer, source or the property's address
};

const kinds: Record<string, IncomeKind> = {
  salary: 'employment',
  bonus: 'employment',
  overtime: 'employment',
  self_employed: 'selfEmployed',
  rental: 'rental',
  state_pension: 'statePension',
  db_pension: 'occupationalPension',
  dc_pension: 'pensionDrawdown',
  dividends: 'savings',
  interest: 'savings',
};

type Item = Record<string, unknown>;

function itemsOf(factFind: FactFindData, path: string): Item[] {
  const items = readPath(factFind, path);
  return Array.isArray(items)
    ? items.filter((item): item is Item => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

export function ownerOf(value: unknown, joint: boolean): Owner {
  if (!joint) return 'client1';
  return value === 'client2' || value === 'joint' ? value : 'client1';
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().replace(/\s+/g, ' ') : null;
const sameText = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

// The amount after tax a year: at its own frequency; an answer given before the fact-find asked for one was "as
// often as the amount before tax".
function netYearlyOf(item: Item): number | null {
  if (typeof item.net_amount !== 'number' || !(item.net_amount >= 0)) return null;
  const frequency = item.net_amount_frequency ?? item.gross_amount_frequency;
  return annualAmount(item.net_amount, frequency, 'annually');
}

// A property's rent a year, for the share of it owned (the same share its value is counted at), or 0.
function rentOf(item: Item): number {
  if (item.type === 'main_home') return 0;
  const share = item.ownership_share;
  const fraction = typeof share === 'number' && share >= 0 && share <= 100 ? share / 100 : 1;
  return annualAmount(item.rent_received, item.rent_received_frequency, 'monthly') * fraction;
}

export function incomeSources(factFind: FactFindData): IncomeSource[] {
  const joint = readPath(factFind, 'joint') === true;
  const sources: IncomeSource[] = itemsOf(factFind, 'income.items').map((item, index) => ({
    kind: kinds[String(item.type)] ?? 'asGiven',
    type: String(item.type),
    owner: ownerOf(item.owner, joint),
    grossYearly: annualAmount(item.gross_amount, item.gross_amount_frequency, 'annually'),
    netYearly: netYearlyOf(item),
    item,
    index,
    label: text(item.source),
  }));
  // Each rental income of the income step stands for one property's rent: the one at the address it names, else
  // the first of the same owner's not yet matched.
  const rentals = sources.filter((source) => source.kind === 'rental');
  const properties = itemsOf(factFind, 'property.items')
    .map((item) => ({ item, owner: ownerOf(item.owner, joint), label: text(item.address_line_1) }))
    .filter(({ item }) => rentOf(item) > 0);
  const matched = new Set<IncomeSource>();
  const unmatched = properties.filter((property) => {
    const named = rentals.find(
      (rental) =>
        !matched.has(rental) && rental.owner === property.owner && sameText(rental.label, property.label),
    );
    if (named) matched.add(named);
    return !named;
  });
  for (const property of unmatched) {
    const rental = rentals.find((candidate) => !matched.has(candidate) && candidate.owner === property.owner);
    if (rental) {
      matched.add(rental);
      continue;
    }
    sources.push({
      kind: 'rental',
      type: 'property_rent',
      owner: property.owner,
      grossYearly: rentOf(property.item),
      netYearly: null,
      item: null,
      index: null,
      label: property.label,
    });
  }
  return sources;
}
