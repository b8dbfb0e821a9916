import type { CustomQuestion, PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { RiskAssessment } from '@atrium/domain/contract/risk';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { todayIso } from '@atrium/domain/factfind/dates';
import { shownSections } from '@atrium/domain/factfind/lookup';
import { customPagesAbout, templateAbout } from '@atrium/domain/factfind/perspective';
import { sectionTotals } from '@atrium/domain/factfind/section-totals';
import type { Template } from '@atrium/domain/factfind/template';
import type { FactFindTotals, ManagedAccount } from '@atrium/domain/factfind/totals';
import { readPath } from '@atrium/domain/factfind/visibility';
import { formatMoney } from '@atrium/domain/money/format';
import type { DeclarationsSection } from './pdf-declarations.ts';
import type { ForecastSection } from './pdf-forecast.ts';
import { type RiskSection, riskSection } from './pdf-risk.ts';
import { type Block, emptyValue, formatDateTime, type Row } from './pdf-rows.ts';
import { sectionBlocks } from './pdf-sections.ts';

// What the fact-find PDF shows, worked out apart from drawing it: the firm, the people, the dates, then every page
// of the questionnaire as the client saw it (the sections their template shows, every field asked for their
// answers: pdf-sections.ts), client 1 and client 2 side by side, repeatable lists item by item with the domain's
// totals, and the firm's own pages. Built from the same response the adviser's screen renders, so the two never
// disagree.

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
  // The adviser-recorded portfolio those totals count: a list's total says which of its accounts are counted there.
  portfolio?: readonly ManagedAccount[];
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

const statusLabels = { draft: 'Draft', 'awaiting-review': 'Awaiting review', reviewed: 'Reviewed' } as const;

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

// A person's full name from the fact-find, or the client record's when either part is missing.
function personName(data: Record<string, unknown>, person: 1 | 2, fallback: string): string {
  const at = (property: string) => {
    const value = readPath(data, `personal_details_client${person}.${property}`);
    return typeof value === 'string' ? value.trim() : '';
  };
  return at('first_name') && at('last_name') ? `${at('first_name')} ${at('last_name')}` : fallback;
}

const partnerName = (data: Record<string, unknown>, client: PdfInput['client']) =>
  personName(data, 2, client.jointName?.trim() || 'Partner');

function formatCustom(question: CustomQuestion): string {
  const value = question.answer.value;
  if (isEmpty(value)) return emptyValue;
  const label = (v: unknown) => question.options.choices.find((c) => c.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map(label).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (question.options.choices.length > 0) return label(value);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function buildPdfModel(input: PdfInput, template: Template = baseTemplate): PdfModel {
  const { view, client, factFind } = input;
  const data = view.factFind;
  const symbol = client.currencySymbol;
  const joint = data.joint === true;
  const people = [personName(data, 1, client.name), ...(joint ? [partnerName(data, client)] : [])];
  const tz = input.timeZone ?? 'Europe/London';
  const context = {
    data,
    people: { client1: people[0] ?? client.name, client2: partnerName(data, client) },
    symbol,
    settings: view.templateSettings,
    today: todayIso(input.generatedAt, tz),
    totals: sectionTotals(data, input.totals, input.portfolio ?? []),
    canRead: input.canRead,
  };
  // The firm reads from outside the household: a question of a person's section is asked about "this person" (the
  // column under their name), never "you" (perspective.ts).
  const aboutEach = templateAbout(template, { client1: 'this person', client2: 'this person' });
  const pages: PdfPage[] = aboutEach.pages.map((page) => ({
    title: page.title,
    blocks: sectionBlocks(shownSections(page, view.defaultPageSections), context, people),
  }));
  // The firm's own pages too, said of the household.
  for (const custom of customPagesAbout(view.customPages)) {
    pages.push({
      title: custom.title,
      blocks: custom.sections.map((section) => ({
        kind: 'fields' as const,
        title: section.title,
        rows: section.questions.map((question) => ({
          label: question.label,
          values: [formatCustom(question)],
        })),
        totals: [],
      })),
    });
  }
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
      const name = people[assessment.person - 1] ?? partnerName(data, client);
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
