import type { CustomQuestion, PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { RiskAssessment } from '@atrium/domain/contract/risk';
import { shownSections } from '@atrium/domain/factfind/lookup';
import {
  baseTemplate,
  type FieldDef,
  isScalarSection,
  type SectionDef,
  type Template,
} from '@atrium/domain/factfind/template';
import type { FactFindTotals } from '@atrium/domain/factfind/totals';
import { isVisible, readPath } from '@atrium/domain/factfind/visibility';
import { formatMoney } from '@atrium/domain/money/format';
import type { DeclarationsSection } from './pdf-declarations.ts';
import type { ForecastSection } from './pdf-forecast.ts';
import { type RiskSection, riskSection } from './pdf-risk.ts';

// What the fact-find PDF shows, worked out apart from drawing it: the firm, the people, the dates, then every page
// of the questionnaire as the client saw it (the sections their template shows, the fields visible for their
// answers), client 1 and client 2 side by side, repeatable lists item by item with their money totals, and the
// firm's own pages. Built from the same response the adviser's screen renders, so the two never disagree.

export type Row = { label: string; values: string[] };

export type Block =
  | { kind: 'fields'; title: string; rows: Row[] }
  | { kind: 'people'; title: string; people: string[]; rows: Row[] }
  | { kind: 'items'; title: string; items: { title: string; rows: Row[] }[]; totals: Row[] };

export type PdfPage = { title: string; blocks: Block[] };

export type PdfModel = {
  firm: { name: string; colour: string };
  title: string;
  people: string[];
  details: Row[];
  pages: PdfPage[];
  totals: Row[];
  // Each person's latest completed attitude-to-risk result (pdf-risk.ts), person 1 first; empty when there is none.
  risk: RiskSection[];
  // The forecast page (pdf-forecast.ts); absent or null: none.
  forecast?: ForecastSection | null;
  // Each partner's declaration (pdf-declarations.ts); absent or null: none asked for or made.
  declarations?: DeclarationsSection | null;
};

export type PdfInput = {
  view: PortalChangesResponse;
  firm: { name: string; primaryColour: string };
  client: { name: string; jointName: string | null; currencySymbol: string };
  factFind: {
    status: 'draft' | 'awaiting-review' | 'reviewed';
    createdAt: Date;
    submittedAt: Date | null;
    reviewedAt: Date | null;
    reviewedBy: string | null;
  };
  adviser: string | null;
  // The household's totals as GET …/finances/summary gives them (packages/domain/src/factfind/totals.ts, each
  // salary after tax, the adviser-recorded portfolio counted in): shown as they are, never worked out again here.
  totals: FactFindTotals;
  // The caller's read permission per category (@atrium/domain/factfind/permissions), as applied to the response.
  canRead: (category: string) => boolean;
  generatedAt: Date;
  timeZone?: string;
  // Each person's latest completed risk assessment as the API gives it (features/risk/service.ts).
  risk?: RiskAssessment[];
  // The forecast page, worked out by pdf-forecast.ts forecastSection.
  forecast?: ForecastSection | null;
  // The declarations, worked out by pdf-declarations.ts declarationsSection.
  declarations?: DeclarationsSection | null;
};

export const emptyValue = '—';

const statusLabels = { draft: 'Draft', 'awaiting-review': 'Awaiting review', reviewed: 'Reviewed' } as const;

export function formatDateTime(date: Date | null, timeZone = 'Europe/London'): string {
  if (!date) return emptyValue;
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

// A plain date (YYYY-MM-DD) read as such, with no time zone moving it a day.
export function formatIsoDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);
}

function isEmpty(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

function optionLabel(options: { value: string; label: string }[] | undefined, value: unknown): string {
  const found = options?.find((option) => option.value === value);
  return found ? found.label : String(value);
}

export function formatField(field: FieldDef, value: unknown, currencySymbol: string): string {
  if (isEmpty(value)) return emptyValue;
  switch (field.type) {
    case 'yesno':
      return value === true ? 'Yes' : value === false ? 'No' : String(value);
    case 'select':
    case 'radio':
      return optionLabel(field.options, value);
    case 'multiselect':
      return Array.isArray(value)
        ? value.map((v) => optionLabel(field.options, v)).join(', ')
        : String(value);
    case 'date':
      return typeof value === 'string' ? formatIsoDate(value) : String(value);
    case 'currency': {
      const n = toNumber(value);
      return n === null ? String(value) : formatMoney(n, currencySymbol);
    }
    case 'percent':
      return `${String(value)}%`;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

function formatCustom(question: CustomQuestion): string {
  const value = question.answer.value;
  if (isEmpty(value)) return emptyValue;
  const label = (v: unknown) => question.options.choices.find((c) => c.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (question.options.choices.length > 0) return label(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
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

function personName(data: Record<string, unknown>, person: 1 | 2, fallback: string): string {
  const at = (property: string) => {
    const value = readPath(data, `personal_details_client${person}.${property}`);
    return typeof value === 'string' ? value.trim() : '';
  };
  const full = [at('first_name'), at('last_name')].filter(Boolean).join(' ');
  return at('first_name') && at('last_name') ? full : fallback;
}

function categoryOf(data: Record<string, unknown>, category: string): Record<string, unknown> {
  const value = data[category];
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

// The partner's section of a person-1 section: same fields, the category named for client 2.
function partnerOf(page: SectionDef[], section: SectionDef): SectionDef | null {
  if (section.person !== 1) return null;
  return (
    page.find(
      (other) => other.person === 2 && other.category === section.category.replace(/client1$/, 'client2'),
    ) ?? null
  );
}

function itemsBlock(section: SectionDef, data: Record<string, unknown>, symbol: string): Block {
  const repeatable = section.repeatable;
  const list = repeatable ? readPath(data, `${section.category}.${repeatable.property}`) : [];
  const items = Array.isArray(list) ? list : [];
  const sums = new Map<string, number>();
  const blockItems = items.map((item, index) => {
    const values = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
    const rows = section.fields
      .filter((field) => isVisible(field.visibleWhen, data))
      .map((field) => {
        if (field.type === 'currency') {
          const n = toNumber(values[field.key]);
          if (n !== null) sums.set(field.label, (sums.get(field.label) ?? 0) + n);
        }
        return { label: field.label, values: [formatField(field, values[field.key], symbol)] };
      });
    return { title: `${repeatable?.itemLabel ?? 'Item'} ${index + 1}`, rows };
  });
  const title = subjectTitle(section);
  const blockTotals = [...sums].map(([label, sum]) => ({
    label: `Total ${label.toLowerCase()}`,
    values: [formatMoney(sum, symbol)],
  }));
  return { kind: 'items', title, items: blockItems, totals: blockTotals };
}

function sectionBlocks(
  sections: SectionDef[],
  data: Record<string, unknown>,
  people: string[],
  symbol: string,
  canRead: (category: string) => boolean,
): Block[] {
  const joint = data.joint === true;
  const blocks: Block[] = [];
  for (const section of sections) {
    // A category the adviser may not read is left out, as it is of the response their screen renders.
    if (!canRead(section.category)) continue;
    if (section.person === 2) continue;
    if (!isVisible(section.visibleWhen, data)) continue;
    if (section.repeatable) {
      blocks.push(itemsBlock(section, data, symbol));
      continue;
    }
    if (isScalarSection(section)) {
      const field = section.fields[0] as FieldDef;
      blocks.push({
        kind: 'fields',
        title: subjectTitle(section),
        rows: [{ label: field.label, values: [formatField(field, data[section.category], symbol)] }],
      });
      continue;
    }
    const partner = joint ? partnerOf(sections, section) : null;
    const columns = partner && canRead(partner.category) ? [section, partner] : [section];
    const rows = section.fields.flatMap((field, index) => {
      const shown = columns.map((column) => {
        const columnField = column.fields[index]?.key === field.key ? column.fields[index] : field;
        return columnField && isVisible(columnField.visibleWhen, data) ? columnField : null;
      });
      if (shown.every((f) => f === null)) return [];
      return [
        {
          label: field.label,
          values: columns.map((column, i) => {
            const f = shown[i];
            return f ? formatField(f, categoryOf(data, column.category)[f.key], symbol) : emptyValue;
          }),
        },
      ];
    });
    if (section.person === 1) {
      blocks.push({
        kind: 'people',
        title: peopleTitle(section),
        people: people.slice(0, columns.length),
        rows,
      });
    } else {
      blocks.push({ kind: 'fields', title: subjectTitle(section), rows });
    }
  }
  return blocks;
}

export function buildPdfModel(input: PdfInput, template: Template = baseTemplate): PdfModel {
  const { view, client, factFind } = input;
  const data = view.factFind;
  const symbol = client.currencySymbol;
  const joint = data.joint === true;
  const people = [
    personName(data, 1, client.name),
    ...(joint ? [personName(data, 2, client.jointName?.trim() || 'Partner')] : []),
  ];
  const pages: PdfPage[] = template.pages.map((page) => ({
    title: page.title,
    blocks: sectionBlocks(shownSections(page, view.defaultPageSections), data, people, symbol, input.canRead),
  }));
  for (const custom of view.customPages) {
    pages.push({
      title: custom.title,
      blocks: custom.sections.map((section) => ({
        kind: 'fields' as const,
        title: section.title,
        rows: section.questions.map((question) => ({
          label: question.label,
          values: [formatCustom(question)],
        })),
      })),
    });
  }
  const tz = input.timeZone ?? 'Europe/London';
  return {
    firm: { name: input.firm.name, colour: input.firm.primaryColour },
    title: 'Fact-find',
    people,
    details: [
      { label: joint ? 'Clients' : 'Client', values: [people.join(' and ')] },
      { label: 'Adviser', values: [input.adviser ?? emptyValue] },
      { label: 'Status', values: [statusLabels[factFind.status]] },
      { label: 'Started', values: [formatDateTime(factFind.createdAt, tz)] },
      { label: 'Submitted', values: [formatDateTime(factFind.submittedAt, tz)] },
      { label: 'Reviewed', values: [formatDateTime(factFind.reviewedAt, tz)] },
      { label: 'Reviewed by', values: [factFind.reviewedBy ?? emptyValue] },
      { label: 'Produced', values: [formatDateTime(input.generatedAt, tz)] },
    ],
    pages: pages.filter((page) => page.blocks.length > 0),
    totals: householdTotals(input.totals, symbol),
    forecast: input.forecast ?? null,
    declarations: input.declarations ?? null,
    risk: (input.risk ?? []).flatMap((assessment) => {
      const name =
        people[assessment.person - 1] ?? personName(data, 2, client.jointName?.trim() || 'Partner');
      return riskSection(assessment, name, tz) ?? [];
    }),
  };
}

// The household's figures, as the client's review page, /finances and the summary show them: to the penny.
function householdTotals(totals: FactFindTotals, symbol: string): Row[] {
  const money = (value: number) => [formatMoney(value, symbol)];
  const rows: Row[] = [
    { label: 'Home', values: money(totals.assets.home) },
    { label: 'Other property', values: money(totals.assets.property) },
    { label: 'Cash and investments', values: money(totals.assets.cashAndInvestments) },
    { label: 'Investments we look after', values: money(totals.assets.managed) },
    { label: 'Pensions', values: money(totals.assets.pensions) },
    { label: 'Total assets', values: money(totals.assets.total) },
    { label: 'Mortgages', values: money(totals.liabilities.mortgages) },
    { label: 'Loans', values: money(totals.liabilities.loans) },
    { label: 'Credit cards', values: money(totals.liabilities.creditCards) },
    { label: 'Total liabilities', values: money(totals.liabilities.total) },
    { label: 'Net worth', values: money(totals.netWorth) },
    { label: 'Monthly income before tax', values: money(totals.monthlyIncome.gross) },
    { label: 'Monthly income after tax', values: money(totals.monthlyIncome.net) },
    { label: 'Essential spending a month', values: money(totals.monthlyOutgoings.essential) },
    { label: 'Lifestyle spending a month', values: money(totals.monthlyOutgoings.discretionary) },
    { label: 'Monthly surplus (shortfall if negative)', values: money(totals.monthlySurplus) },
  ];
  if (totals.monthlyIncome.grossOnlyCount > 0) {
    rows.push({
      label: 'Incomes counted before tax',
      values: [`${totals.monthlyIncome.grossOnlyCount} (take-home pay not known)`],
    });
  }
  return rows;
}
