import type { UserClient } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import {
  answerText,
  frequencyFieldOf,
  type PeopleNames,
  withFrequency,
} from '@atrium/domain/factfind/answer-text';
import { effectivePageSections } from '@atrium/domain/factfind/lookup';
import { type MissingItems, missingForReview } from '@atrium/domain/factfind/missing';
import { displayPersonName } from '@atrium/domain/factfind/names';
import {
  type FieldDef,
  isScalarSection,
  type SectionDef,
  type Template,
} from '@atrium/domain/factfind/template';
import { isFieldShown, isVisible, readPath } from '@atrium/domain/factfind/visibility';
import { formatMoney } from '@atrium/domain/money/format';
import { itemsAt } from './cache.ts';
import { derivedFact, sectionHeading } from './derived.ts';
import { fieldOfQuestion } from './field-values.ts';
import { type ClientNames, itemTitle } from './item-title.ts';
import type { Step } from './steps.ts';

export type ReviewRow = { path: string; label: string; value: string | null; missing: string | null };
export type ReviewItem = { title: string; rows: ReviewRow[] };
export type ReviewBlock = {
  id: string;
  heading: string;
  step: Step;
  rows: ReviewRow[];
  items: ReviewItem[];
  missing: string | null;
};

type Context = {
  data: PortalChangesResponse;
  client: UserClient | null;
  missing: MissingItems;
  // Each salary's take-home pay a month, by its position in income.items, once it is known.
  takeHomeMonthly?: Map<number, number>;
};

function row(
  path: string,
  field: FieldDef,
  value: unknown,
  context: Context,
  people?: PeopleNames,
): ReviewRow | null {
  const formatted = answerText(field, value, context.client?.currency_symbol ?? '£', people);
  const missing = context.missing[path]?.[0] ?? null;
  if (formatted === null && !missing) return null;
  return { path, label: field.label, value: formatted, missing };
}

// An amount reads with how often it is paid: '£1,200 (Monthly)'.
function rowWithFrequency(
  answered: ReviewRow | null,
  section: SectionDef,
  field: FieldDef,
  read: (key: string) => unknown,
) {
  const frequency = frequencyFieldOf(field, section.fields);
  if (!answered?.value || !frequency) return answered;
  return { ...answered, value: withFrequency(answered.value, frequency, read(frequency.key)) };
}

function clientNames(context: Context): ClientNames {
  const { factFind } = context.data;
  return {
    client1: displayPersonName(1, factFind, context.client),
    client2: displayPersonName(2, factFind, context.client),
  };
}

function itemRows(
  section: SectionDef,
  base: string,
  index: number,
  item: Record<string, unknown>,
  context: Context,
) {
  const { factFind, templateSettings } = context.data;
  const names = clientNames(context);
  return section.fields.flatMap((field) => {
    if (field.frequencyOf || !isFieldShown(field, factFind, { item, settings: templateSettings })) return [];
    const answered = row(`${base}.${index}.${field.key}`, field, item[field.key], context, names);
    const answeredRow = rowWithFrequency(answered, section, field, (key) => item[key]);
    const takeHome =
      field.derived?.kind === 'take-home' && isVisible(field.derived.when, {}, { item })
        ? context.takeHomeMonthly?.get(index)
        : undefined;
    if (!answeredRow) return [];
    if (takeHome === undefined) return [answeredRow];
    const value = `${formatMoney(takeHome, context.client?.currency_symbol ?? '£')} a month`;
    return [
      answeredRow,
      { path: `${base}.${index}.${field.key}:take-home`, label: 'Take-home pay', value, missing: null },
    ];
  });
}

function baseBlock(step: Step, section: SectionDef, context: Context): ReviewBlock | null {
  const { factFind, templateSettings } = context.data;
  if (!isVisible(section.visibleWhen, factFind)) return null;
  const heading = sectionHeading(section, factFind, context.client);
  const block: ReviewBlock = { id: section.key, heading, step, rows: [], items: [], missing: null };
  if (section.repeatable) {
    const base = `${section.category}.${section.repeatable.property}`;
    block.missing = context.missing[base]?.[0] ?? null;
    const names = clientNames(context);
    itemsAt(context.data, section.category, section.repeatable.property).forEach((item, index) => {
      const rows = itemRows(section, base, index, item, context);
      block.items.push({ title: itemTitle(section, index, item, names), rows });
    });
  } else {
    for (const field of section.fields) {
      if (field.frequencyOf || !isFieldShown(field, factFind, { settings: templateSettings })) continue;
      const path = isScalarSection(section) ? section.category : `${section.category}.${field.key}`;
      const answered = rowWithFrequency(
        row(path, field, readPath(factFind, path), context),
        section,
        field,
        (key) => readPath(factFind, `${section.category}.${key}`),
      );
      if (answered) block.rows.push(answered);
      // The age and retirement date the questionnaire shows beside their fields.
      const fact = answered?.value ? derivedFact(section, field, factFind, context.client) : null;
      if (fact)
        block.rows.push({ path: `${path}:derived`, label: fact.label, value: fact.value, missing: null });
    }
  }
  const isEmpty = block.rows.length === 0 && block.items.length === 0 && !block.missing;
  return isEmpty ? null : block;
}

function customBlocks(step: Step & { kind: 'custom' }, context: Context): ReviewBlock[] {
  return step.page.sections.flatMap((section, index): ReviewBlock[] => {
    const rows = section.questions.flatMap(
      (question) =>
        row(`custom.${question.id}`, fieldOfQuestion(question), question.answer.value, context) ?? [],
    );
    if (rows.length === 0) return [];
    return [{ id: `${step.slug}-${index}`, heading: section.title, step, rows, items: [], missing: null }];
  });
}

// Spec: the review page shows every answered section, per person with their names, flagging what
// is required but missing.
export function reviewBlocks(steps: Step[], context: Context): ReviewBlock[] {
  return steps.flatMap((step) =>
    step.kind === 'custom'
      ? customBlocks(step, context)
      : step.sections.flatMap((section) => baseBlock(step, section, context) ?? []),
  );
}

export { type MissingEntry, missingEntries } from './missing-entries.ts';

// The required answers the fact-find still lacks, as submitting it would be refused for (packages/domain's
// missingForReview): the review page lists them and the home card sends the client to the first.
export function missingAnswers(data: PortalChangesResponse, template: Template): MissingItems {
  return missingForReview({
    template,
    pageSections: effectivePageSections(template, data.defaultPageSections),
    factFind: data.factFind,
    settings: data.templateSettings,
    customAnswers: data.customPages.flatMap((page) =>
      page.sections.flatMap((section) =>
        section.questions.map((question) => ({ question, value: question.answer.value })),
      ),
    ),
  });
}
