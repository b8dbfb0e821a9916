import type { TemplateSettings } from '@atrium/domain/contract/factfind';
import {
  answerText,
  frequencyFieldOf,
  type PeopleNames,
  withFrequency,
} from '@atrium/domain/factfind/answer-text';
import { type SectionTotal, totalText } from '@atrium/domain/factfind/section-totals';
import { type FieldDef, isScalarSection, type SectionDef } from '@atrium/domain/factfind/template';
import { isFieldShown, isVisible, readPath } from '@atrium/domain/factfind/visibility';
import { type Block, emptyValue, type Row } from './pdf-rows.ts';

// The questionnaire's sections as the PDF's blocks: every field the client was asked (its condition read for the
// item it belongs to, behind the firm's settings), each answer in the words the review page uses
// (packages/domain/src/factfind/answer-text.ts), an amount with how often it is paid (the form's default when the
// client left it), an owner by name, and under each section the domain's totals with their periods
// (packages/domain/src/factfind/section-totals.ts).

export type SectionContext = {
  data: Record<string, unknown>;
  // Each person's name as the PDF heads their column: an owner answer names them.
  people: PeopleNames;
  symbol: string;
  settings: TemplateSettings;
  today: string;
  totals: Record<string, SectionTotal[]>;
  canRead: (category: string) => boolean;
};

type Values = Record<string, unknown>;

// A field's answer in words, with its frequency when it is an amount paid regularly; the dash when unanswered.
function answerOf(field: FieldDef, fields: FieldDef[], values: Values, context: SectionContext): string {
  const text = answerText(field, values[field.key], context.symbol, context.people);
  if (text === null) return emptyValue;
  const frequency = frequencyFieldOf(field, fields);
  return frequency ? withFrequency(text, frequency, values[frequency.key]) : text;
}

// The answers of the fields asked for these values, by field key: a frequency is written with its amount, never
// on its own.
function answersOf(fields: FieldDef[], values: Values, context: SectionContext, item?: Values) {
  const scope = { settings: context.settings, today: context.today, ...(item ? { item } : {}) };
  return new Map(
    fields.flatMap((field) =>
      field.frequencyOf || !isFieldShown(field, context.data, scope)
        ? []
        : [[field.key, answerOf(field, fields, values, context)] as const],
    ),
  );
}

function rowsOf(fields: FieldDef[], values: Values, context: SectionContext, item?: Values): Row[] {
  const answers = answersOf(fields, values, context, item);
  return fields.flatMap((field) => {
    const answer = answers.get(field.key);
    return answer === undefined ? [] : [{ label: field.label, values: [answer] }];
  });
}

const totalRows = (totals: SectionTotal[] | undefined, symbol: string): Row[] =>
  (totals ?? []).map((total) => ({
    label: total.label,
    values: [total.note ? `${totalText(total, symbol)}\n${total.note}` : totalText(total, symbol)],
  }));

// 'Income 2: Salary or wages, Emma Carter': what names an item, as the questionnaire heads it.
function itemTitle(section: SectionDef, index: number, item: Values, context: SectionContext): string {
  const label = `${section.repeatable?.itemLabel ?? 'Item'} ${index + 1}`;
  const keys = section.repeatable?.titleKeys ?? ['first_name', 'last_name'];
  const parts = keys.flatMap((key) => {
    const field = section.fields.find((f) => f.key === key);
    const text = field ? answerText(field, item[key], context.symbol, context.people) : null;
    return text ? [text] : [];
  });
  return parts.length === 0 ? label : `${label}: ${parts.join(section.repeatable?.titleKeys ? ', ' : ' ')}`;
}

// 'Your partner's employment' reads wrongly to the adviser: the block is titled by its subject instead.
function subjectTitle(section: SectionDef): string {
  const stripped = section.title.replace(/^your (partner's |partner’s )?/i, '');
  return stripped.charAt(0).toUpperCase() + stripped.slice(1);
}

// A section about each person is titled by its category: 'personal_details_client1' → 'Personal details'.
function peopleTitle(section: SectionDef): string {
  const words = section.category
    .replace(/_client[12]$/, '')
    .replace(/_/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : subjectTitle(section);
}

function categoryOf(data: Values, category: string): Values {
  const value = data[category];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Values) : {};
}

// The partner's section of a person-1 section: same fields, the category named for client 2.
function partnerOf(page: SectionDef[], section: SectionDef): SectionDef | null {
  if (section.person !== 1) return null;
  const category = section.category.replace(/client1$/, 'client2');
  return page.find((other) => other.person === 2 && other.category === category) ?? null;
}

function itemsBlock(section: SectionDef, context: SectionContext): Block {
  const repeatable = section.repeatable;
  const list = repeatable ? readPath(context.data, `${section.category}.${repeatable.property}`) : [];
  const items = (Array.isArray(list) ? list : []).map((item) =>
    item && typeof item === 'object' && !Array.isArray(item) ? (item as Values) : {},
  );
  return {
    kind: 'items',
    title: subjectTitle(section),
    items: items.map((item, index) => ({
      title: itemTitle(section, index, item, context),
      rows: rowsOf(section.fields, item, context, item),
    })),
    totals: totalRows(context.totals[section.key], context.symbol),
  };
}

// Client 1's and client 2's answers side by side, a row where either was asked.
function peopleRows(columns: SectionDef[], context: SectionContext): Row[] {
  const [first] = columns;
  if (!first) return [];
  const perColumn = columns.map((column) =>
    answersOf(column.fields, categoryOf(context.data, column.category), context),
  );
  return first.fields.flatMap((field) => {
    const cells = perColumn.map((answers) => answers.get(field.key));
    if (cells.every((cell) => cell === undefined)) return [];
    return [{ label: field.label, values: cells.map((cell) => cell ?? emptyValue) }];
  });
}

export function sectionBlocks(sections: SectionDef[], context: SectionContext, names: string[]): Block[] {
  const { data } = context;
  const joint = data.joint === true;
  const blocks: Block[] = [];
  for (const section of sections) {
    // A category the adviser may not read is left out, as it is of the response their screen renders.
    if (!context.canRead(section.category)) continue;
    if (section.person === 2) continue;
    if (!isVisible(section.visibleWhen, data, { today: context.today })) continue;
    if (section.repeatable) {
      blocks.push(itemsBlock(section, context));
      continue;
    }
    if (isScalarSection(section)) {
      const rows = rowsOf(section.fields, { [section.category]: data[section.category] }, context);
      blocks.push({ kind: 'fields', title: subjectTitle(section), rows, totals: [] });
      continue;
    }
    if (section.person === 1) {
      const partner = joint ? partnerOf(sections, section) : null;
      const columns = partner && context.canRead(partner.category) ? [section, partner] : [section];
      const rows = peopleRows(columns, context);
      blocks.push({
        kind: 'people',
        title: peopleTitle(section),
        people: names.slice(0, columns.length),
        rows,
      });
      continue;
    }
    blocks.push({
      kind: 'fields',
      title: subjectTitle(section),
      rows: rowsOf(section.fields, categoryOf(data, section.category), context),
      totals: totalRows(context.totals[section.key], context.symbol),
    });
  }
  return blocks;
}
