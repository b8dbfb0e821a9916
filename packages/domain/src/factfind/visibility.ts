import { compareIsoDates, parseIsoDate, todayIso } from './dates.ts';
import type { Condition, FactFindData, FieldDef, TemplateSetting } from './template.ts';

// Reads 'category' or 'category.property' (or deeper, 'dependants.items.0.first_name') from the document.
export function readPath(factFind: FactFindData, path: string): unknown {
  let current: unknown = factFind;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

// Where a condition is read: the item of a repeatable section for 'item.…' paths, and today's date for
// `withinYears` (the questionnaire's today unless a caller fixes it, as tests and the server do).
export type VisibilityScope = { item?: Record<string, unknown>; today?: string };

const same = (a: unknown, b: unknown) => a === b;

export const isFilled = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

function read(factFind: FactFindData, path: string, scope: VisibilityScope): unknown {
  if (path.startsWith('item.')) return scope.item ? readPath(scope.item, path.slice(5)) : undefined;
  return readPath(factFind, path);
}

// A date no more than `years` years before today (and not after it).
function isWithinYears(value: unknown, years: number, today: string): boolean {
  const date = parseIsoDate(value);
  const now = parseIsoDate(today);
  if (!date || !now) return false;
  const limit = { ...now, year: now.year - years };
  return compareIsoDates(date, limit) > 0 && compareIsoDates(date, now) <= 0;
}

// No condition means always visible. `equals`, `in`, `notIn`, `withinYears` and `isFilled` combine with AND
// when several are given; `notIn` holds for a missing value, so "employer unless retired" shows before a
// status is chosen.
export function isVisible(
  condition: Condition | undefined,
  factFind: FactFindData,
  scope: VisibilityScope = {},
): boolean {
  if (!condition) return true;
  if ('all' in condition) return condition.all.every((c) => isVisible(c, factFind, scope));
  if ('any' in condition) return condition.any.some((c) => isVisible(c, factFind, scope));
  const value = read(factFind, condition.path, scope);
  if ('equals' in condition && !same(value, condition.equals)) return false;
  if (condition.in && !condition.in.some((candidate) => same(candidate, value))) return false;
  if (condition.notIn?.some((candidate) => same(candidate, value))) return false;
  if (condition.isFilled !== undefined && isFilled(value) !== condition.isFilled) return false;
  if (condition.withinYears !== undefined) {
    if (!isWithinYears(value, condition.withinYears, scope.today ?? todayIso())) return false;
  }
  return true;
}

export type FieldScope = VisibilityScope & { settings?: Partial<Record<TemplateSetting, boolean>> };

// Whether a field is asked: its condition holds and, for a field behind a template setting
// (show_fund_input), the firm has turned that setting on.
export function isFieldShown(field: FieldDef, factFind: FactFindData, scope: FieldScope = {}): boolean {
  if (field.setting && scope.settings?.[field.setting] !== true) return false;
  return isVisible(field.visibleWhen, factFind, scope);
}

export function isJoint(factFind: FactFindData): boolean {
  return factFind.joint === true;
}
