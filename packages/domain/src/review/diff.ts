import { answerText, type PeopleNames } from '../factfind/answer-text.ts';
import { allSections } from '../factfind/lookup.ts';
import {
  type FactFindData,
  type FieldDef,
  isScalarSection,
  type SectionDef,
  type Template,
} from '../factfind/template.ts';

// "What changed since the last review" (docs/reviews.md): computed, never typed, between the fact-find as it was
// reviewed last time and as it is now. Each answer that differs is one change; a list item (an income, a pension)
// that is new or gone is one change of its own, and an item in both is compared answer by answer. Who made each
// change and when comes from the fact-find's per-field history (fact_find_changes), joined by path.

export type FactFindChangeKind = 'changed' | 'added' | 'removed';

export type FactFindChange = {
  // 'income.items.0.gross_amount' for an answer, 'pensions.items.1' for a whole item added or removed.
  path: string;
  kind: FactFindChangeKind;
  before: unknown;
  after: unknown;
};

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// Nothing given: undefined, null, '' or an empty list, so a field cleared and one never answered read alike.
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

export function isSameValue(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => isSameValue(item, b[i]));
  if (isRecord(a) && isRecord(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => isSameValue(a[key], b[key]));
  }
  return a === b;
}

const isItemList = (value: unknown): value is Json[] =>
  Array.isArray(value) && value.length > 0 && value.every(isRecord);

// A list of items (objects) compared as a list: an item unchanged in both is matched first, wherever it moved; the
// rest are paired in their order and compared answer by answer; what is left is added (after) or removed (before).
function diffItems(path: string, before: Json[], after: Json[], out: FactFindChange[]) {
  const afterLeft = after.map((item, index) => ({ item, index }));
  const beforeLeft: { item: Json; index: number }[] = [];
  for (const [index, item] of before.entries()) {
    const same = afterLeft.findIndex((candidate) => isSameValue(candidate.item, item));
    if (same >= 0) afterLeft.splice(same, 1);
    else beforeLeft.push({ item, index });
  }
  const pairs = Math.min(beforeLeft.length, afterLeft.length);
  for (let i = 0; i < pairs; i++) {
    const was = beforeLeft[i] as { item: Json; index: number };
    const now = afterLeft[i] as { item: Json; index: number };
    diffValues(`${path}.${now.index}`, was.item, now.item, out);
  }
  for (const added of afterLeft.slice(pairs))
    out.push({ path: `${path}.${added.index}`, kind: 'added', before: null, after: added.item });
  for (const removed of beforeLeft.slice(pairs))
    out.push({ path: `${path}.${removed.index}`, kind: 'removed', before: removed.item, after: null });
}

function diffValues(path: string, before: unknown, after: unknown, out: FactFindChange[]) {
  if (isSameValue(before, after)) return;
  if (
    (isRecord(before) || isEmpty(before)) &&
    (isRecord(after) || isEmpty(after)) &&
    (isRecord(before) || isRecord(after))
  ) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].sort();
    for (const key of keys) diffValues(path === '' ? key : `${path}.${key}`, was[key], now[key], out);
    return;
  }
  if ((isItemList(before) || isEmpty(before)) && (isItemList(after) || isEmpty(after))) {
    diffItems(path, isItemList(before) ? before : [], isItemList(after) ? after : [], out);
    return;
  }
  out.push({ path, kind: 'changed', before: before ?? null, after: after ?? null });
}

// Every difference between two fact-find documents, in the documents' key order.
export function diffFactFind(before: FactFindData, after: FactFindData): FactFindChange[] {
  const out: FactFindChange[] = [];
  diffValues('', before, after, out);
  return out;
}

// One row of the fact-find's history (fact_find_changes): the path saved, by whom and when.
export type HistoryEntry = { path: string; at: string; by: string | null };

export type AttributedChange = FactFindChange & { changedBy: string | null; changedAt: string | null };

const covers = (saved: string, path: string) =>
  saved === path || path.startsWith(`${saved}.`) || saved.startsWith(`${path}.`);

// Who changed each difference and when: the latest save since the last review whose path is the change's own, a
// part of it (an item saved whole) or inside it (an added item's answers). Null when no save explains it (a change
// made before the history began, or by the firm's import).
export function attributeChanges(changes: FactFindChange[], history: HistoryEntry[]): AttributedChange[] {
  const latestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  return changes.map((change) => {
    const saved = latestFirst.find((entry) => covers(entry.path, change.path));
    return { ...change, changedBy: saved?.by ?? null, changedAt: saved?.at ?? null };
  });
}

export type DescribedChange = AttributedChange & {
  // The section as the fact-find titles it ('Your pensions', 'Income'), with the item's number for a list.
  section: string;
  // The question ('Amount before tax'), or the item ('Pension 2') for one added or removed.
  question: string;
  beforeText: string | null;
  afterText: string | null;
};

function sectionOf(template: Template, path: string): { section: SectionDef; rest: string[] } | null {
  const [category, ...rest] = path.split('.');
  for (const section of allSections(template)) {
    if (section.category !== category) continue;
    if (section.repeatable && rest[0] === section.repeatable.property)
      return { section, rest: rest.slice(1) };
    if (!section.repeatable && (isScalarSection(section) || section.fields.some((f) => f.key === rest[0])))
      return { section, rest };
  }
  return null;
}

function itemText(section: SectionDef, item: unknown, symbol: string, people: PeopleNames): string | null {
  if (!isRecord(item)) return null;
  const parts = section.fields.flatMap((field) => {
    const text = answerText(field, item[field.key], symbol, people);
    return text === null ? [] : [`${field.label}: ${text}`];
  });
  return parts.length === 0 ? null : parts.join('; ');
}

// A change in the fact-find's own words: its section and question, the answers as the PDF and screens write them.
export function describeChange(
  template: Template,
  change: AttributedChange,
  symbol: string,
  people: PeopleNames,
): DescribedChange {
  const found = sectionOf(template, change.path);
  if (!found) {
    const text = (value: unknown) =>
      isEmpty(value) ? null : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return {
      ...change,
      section: change.path.split('.')[0] ?? change.path,
      question: change.path,
      beforeText: text(change.before),
      afterText: text(change.after),
    };
  }
  const { section, rest } = found;
  if (section.repeatable) {
    const [index, key] = rest;
    const itemTitle = `${section.repeatable.itemLabel} ${Number(index) + 1}`;
    if (key === undefined) {
      return {
        ...change,
        section: section.title,
        question: itemTitle,
        beforeText: itemText(section, change.before, symbol, people),
        afterText: itemText(section, change.after, symbol, people),
      };
    }
    const field = section.fields.find((f) => f.key === key);
    return described(change, `${section.title}, ${itemTitle}`, field, key, symbol, people);
  }
  const key = isScalarSection(section) ? section.category : (rest[0] ?? section.category);
  const field = section.fields.find((f) => f.key === key);
  return described(change, section.title, field, key, symbol, people);
}

function described(
  change: AttributedChange,
  section: string,
  field: FieldDef | undefined,
  key: string,
  symbol: string,
  people: PeopleNames,
): DescribedChange {
  const text = (value: unknown) =>
    field ? answerText(field, value, symbol, people) : isEmpty(value) ? null : String(value);
  return {
    ...change,
    section,
    question: field?.label ?? key,
    beforeText: text(change.before),
    afterText: text(change.after),
  };
}
