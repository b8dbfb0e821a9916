import type { ForecastScenario } from '@atrium/domain/contract/forecast';
import type { Scenario } from '@atrium/domain/forecast/scenario';
import { formatMoney } from '@atrium/domain/money/format';

// The "what if" as typed in the scenario controls (text, so "-" or an empty box can be on the way to a number),
// and what it stands for: the engine's Scenario (packages/domain/src/forecast/scenario.ts) and the saved shape
// (packages/domain/src/contract/forecast.ts ForecastScenario).
export type ScenarioDraft = {
  retireYears: string; // the client's (person 1)
  partnerRetireYears: string; // the partner's (person 2), in a joint household
  spendingPercent: string;
  lumpSumAmount: string;
  lumpSumYear: string;
  marketFallYear: string;
};

export const emptyDraft: ScenarioDraft = {
  retireYears: '0',
  partnerRetireYears: '0',
  spendingPercent: '0',
  lumpSumAmount: '',
  lumpSumYear: '',
  marketFallYear: '',
};

export const retireLimits = { min: -15, max: 15 };
export const spendingLimits = { min: -90, max: 200 };
export const lumpSumLimits = { maxAmount: 100_000_000, lastYear: 2200 };

// The number a box stands for: a whole number within min and max, 0 for anything else (empty, "-", letters).
export function parseWhole(value: string, min: number, max: number): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number)) return 0;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

// An amount as typed ("20,000", "£20000"): a whole number, or null.
function parseAmount(value: string): number | null {
  const cleaned = value.replace(/[£€,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned));
}

// The lump sum, when both its amount (above 0) and its year (this year to 2200) are given.
function lumpSumOf(draft: ScenarioDraft, thisYear: number): Scenario['lumpSum'] {
  const amount = parseAmount(draft.lumpSumAmount);
  const year = yearOf(draft.lumpSumYear, thisYear);
  if (amount === null || amount <= 0 || amount > lumpSumLimits.maxAmount || year === null) return null;
  return { year, amount };
}

// A year from this year to 2200, or null.
function yearOf(text: string, thisYear: number): number | null {
  const year = Number(text);
  return text.trim() !== '' && Number.isInteger(year) && year >= thisYear && year <= lumpSumLimits.lastYear
    ? year
    : null;
}

// `joint`: the household has a partner, whose own years are then part of the scenario.
export function scenarioOf(draft: ScenarioDraft, thisYear: number, joint = false): Scenario {
  return {
    retireYears: parseWhole(draft.retireYears, retireLimits.min, retireLimits.max),
    ...(joint
      ? { partnerRetireYears: parseWhole(draft.partnerRetireYears, retireLimits.min, retireLimits.max) }
      : {}),
    spendingPercent: parseWhole(draft.spendingPercent, spendingLimits.min, spendingLimits.max),
    lumpSum: lumpSumOf(draft, thisYear),
    marketFallYear: yearOf(draft.marketFallYear, thisYear),
  };
}

// What an adviser saves: the engine's scenario in the contract's shape.
export function savedScenarioOf(draft: ScenarioDraft, thisYear: number, joint = false): ForecastScenario {
  const { retireYears, partnerRetireYears, spendingPercent, lumpSum, marketFallYear } = scenarioOf(
    draft,
    thisYear,
    joint,
  );
  return {
    retireYears,
    ...(partnerRetireYears === undefined ? {} : { partnerRetireYears }),
    spendingPercent,
    lumpSum: lumpSum ?? null,
    marketFallYear: marketFallYear ?? null,
  };
}

// A saved scenario back in the controls; one saved before each person had their own years moves both alike.
export function draftOf(scenario: ForecastScenario): ScenarioDraft {
  return {
    retireYears: String(scenario.retireYears),
    partnerRetireYears: String(scenario.partnerRetireYears ?? scenario.retireYears),
    spendingPercent: String(scenario.spendingPercent),
    lumpSumAmount: scenario.lumpSum ? String(scenario.lumpSum.amount) : '',
    lumpSumYear: scenario.lumpSum ? String(scenario.lumpSum.year) : '',
    marketFallYear: scenario.marketFallYear === null ? '' : String(scenario.marketFallYear),
  };
}

// A saved scenario in words: "Retire 2 years later · Spend 10% less · £20,000 spent in 2030", or with each person's
// own years, "You: retire 2 years later · Your partner: retire 1 year earlier" (`names` as the reader calls them).
export function describeScenario(
  scenario: ForecastScenario,
  currencySymbol: string,
  names: readonly [string, string] | null = null,
): string {
  const parts: string[] = [];
  const { retireYears, spendingPercent, lumpSum, marketFallYear } = scenario;
  const partner = scenario.partnerRetireYears ?? retireYears;
  const years = (n: number) => `${n} year${n === 1 ? '' : 's'}`;
  const retire = (n: number) =>
    n > 0 ? `retire ${years(n)} later` : n < 0 ? `retire ${years(-n)} earlier` : null;
  if (names && partner !== retireYears) {
    for (const [name, shift] of [
      [names[0], retireYears],
      [names[1], partner],
    ] as const) {
      const change = retire(shift);
      if (change) parts.push(`${name}: ${change}`);
    }
  } else {
    const change = retire(retireYears);
    if (change) parts.push(change.charAt(0).toUpperCase() + change.slice(1));
  }
  if (spendingPercent > 0) parts.push(`Spend ${spendingPercent}% more`);
  if (spendingPercent < 0) parts.push(`Spend ${-spendingPercent}% less`);
  if (lumpSum) parts.push(`${formatMoney(lumpSum.amount, currencySymbol)} spent in ${lumpSum.year}`);
  if (marketFallYear !== null) parts.push(`Markets fall 20% in ${marketFallYear}`);
  return parts.length > 0 ? parts.join(' · ') : 'Your figures as they are';
}
