import { financesSummaryResponseSchema } from '@atrium/domain/contract/finances';
import {
  answerText,
  frequencyFieldOf,
  type PeopleNames,
  withFrequency,
} from '@atrium/domain/factfind/answer-text';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import {
  everyKindHousehold,
  everyKindPortfolio,
  everyKindSalaryNet,
} from '@atrium/domain/factfind/every-kind-household';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import { templateAbout } from '@atrium/domain/factfind/perspective';
import { type SectionTotal, sectionTotals, totalText } from '@atrium/domain/factfind/section-totals';
import type { FieldDef, SectionDef } from '@atrium/domain/factfind/template';
import { factFindTotals } from '@atrium/domain/factfind/totals';
import { isFieldShown, readPath } from '@atrium/domain/factfind/visibility';
import { formatMoney } from '@atrium/domain/money/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFinds } from '../../db/schema.ts';
import { insertHeldAccount } from '../../test/client-records.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { pdfPageFill, pdfText } from '../../test/pdf-text.ts';

// The PDF of a household with every frequency (some left at the form's defaults), ownership split and kind of item
// the fact-find holds (packages/domain/src/factfind/every-kind-household.ts), read back from its text as a reader
// gets it: every answer with its period and its owner by name, in the domain's words (answer-text.ts), and every
// total the domain's (section-totals.ts, totals.ts) with its period.

const { database, world, call } = useFactFindWorld();
const household = everyKindHousehold();
const people: PeopleNames = { client1: 'James Carter', client2: 'Emma Carter' };
// The PDF's fonts write the money formatter's minus sign as a hyphen-minus (pdf-render.ts pdfText).
const printed = (text: string) => text.replace(/−/g, '-').replace(/\s+/g, ' ');
let text = '';
let pages = 0;
let fills: number[] = [];

beforeAll(async () => {
  const { db } = database;
  const clientId = world.joint.client.id;
  for (const account of everyKindPortfolio) {
    await insertHeldAccount(
      db,
      { firmId: world.firm.id, clientId, accountType: 'isa', currency: 'GBP', ...account },
      {
        fundName: 'Global Equity',
        isin: 'GB00B3X7QG63',
        units: 1,
        price: account.value,
        value: account.value,
        valuationDate: '2026-09-30',
      },
    );
  }
  await db.insert(factFinds).values({
    firmId: world.firm.id,
    clientId,
    data: household,
    status: 'awaiting-review',
    submittedAt: new Date('2026-11-20T10:00:00Z'),
  });
  const response = await call('GET', `/api/adviser/clients/${clientId}/fact-find.pdf`, world.tokens.adviser);
  expect(response.statusCode).toBe(200);
  ({ text, pages } = await pdfText(response.rawPayload));
  fills = await pdfPageFill(response.rawPayload);
});

// The template as the PDF reads it, from outside the household (perspective.ts templateAbout).
const sections = templateAbout(localiseTemplate(baseTemplate, 'uk'), {
  client1: 'this person',
  client2: 'this person',
}).pages.flatMap((page) => page.sections);

// An item's answer as the PDF prints it: the domain's words, an amount with its frequency.
function expectedAnswer(section: SectionDef, field: FieldDef, item: Record<string, unknown>): string {
  const words = answerText(field, item[field.key], '£', people) ?? '—';
  const frequency = frequencyFieldOf(field, section.fields);
  return frequency && words !== '—' ? withFrequency(words, frequency, item[frequency.key]) : words;
}

describe('the PDF of a household with every kind of answer', () => {
  it('prints every answer of every list with its label, its period and its owner by name', () => {
    for (const section of sections.filter((s) => s.repeatable)) {
      const items = readPath(household, `${section.category}.${section.repeatable?.property}`);
      if (!Array.isArray(items)) continue;
      for (const item of items as Record<string, unknown>[]) {
        for (const field of section.fields) {
          if (
            field.frequencyOf ||
            !isFieldShown(field, household, { item, settings: { show_fund_input: false } })
          )
            continue;
          const line = printed(`${field.label} ${expectedAnswer(section, field, item)}`);
          expect(text, `${section.key}: ${field.key}`).toContain(line);
        }
      }
    }
    expect(text).not.toContain('Client 1');
    expect(text).not.toContain('Client 2');
  });

  it('says how often, where the client left the form’s default, and never adds a lump sum to an income', () => {
    for (const line of [
      // The first salary's frequency left at the income's default, yearly; the first expense's at monthly.
      'Amount before tax £72,000 (Yearly)',
      // As often as the amount before tax, as the form asks it.
      'Amount after tax, if they know it £700 (Monthly)',
      'Mortgage or rent £1,650 (Monthly)',
      'Pets £38.50 (Monthly)',
      'Premium £32.50 (Monthly)',
      'Regular amount paid in £250 (Monthly)',
      'Amount of cover £265,000 Paid as A lump sum',
      'Amount of cover £3,400 Paid as A monthly income',
      // Answers the PDF used to drop: shown for the item they belong to.
      'Employer’s contribution (% of pay) 8%',
      'How the pension contribution is made Salary sacrifice',
      'Student loan repaid from this salary Plan 2',
      'How much it will cost £27,000',
      'Expected yearly income from it £12,000',
      'Whose income is it? Emma Carter',
      'Whose dependant Both',
      'Who is covered? James Carter',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).not.toMatch(/Total amount of cover/);
    expect(text).not.toMatch(/How often —/);
  });

  it('prints every total of every section from the domain, with its period', async () => {
    const summary = financesSummaryResponseSchema.parse(
      (
        await call('GET', `/api/clients/${world.joint.client.id}/finances/summary`, world.tokens.adviser)
      ).json(),
    ).data;
    const bySection = sectionTotals(household, summary.totals, summary.portfolio);
    const all: [string, SectionTotal][] = Object.entries(bySection).flatMap(([key, list]) =>
      list.map((total) => [key, total] as [string, SectionTotal]),
    );
    expect(all.length).toBeGreaterThan(20);
    for (const [key, total] of all) {
      const line = printed(`${total.label} ${totalText(total, '£')}${total.note ? ` ${total.note}` : ''}`);
      expect(text, `${key}: ${total.label}`).toContain(line);
    }
    // Worked by hand in packages/domain/src/factfind/section-totals.test.ts: the gross income of every frequency
    // a month, a property at the share owned, cover by how it is paid.
    for (const line of [
      'Income before tax £10,803.75 a month',
      'Total value owned £285,000.50 Each property counted at the share owned.',
      'Total value £42,500.50 Not counting 1 account also in the portfolio we look after, counted there.',
      'Cover paid as a lump sum £265,000',
      'Cover paid as an income £5,400 a month',
      'Premiums £132.50 a month',
      'Expected income from defined benefit and State Pensions £23,502.40 a year',
    ]) {
      expect(text).toContain(line);
    }
    // The household's totals are the summary's, and the domain's for the same answers and portfolio.
    expect(summary.totals.assets).toEqual(
      factFindTotals(household, { salaryNet: everyKindSalaryNet, portfolio: everyKindPortfolio }).assets,
    );
    expect(text).toContain(`Net worth ${printed(formatMoney(summary.totals.netWorth, '£'))}`);
  });

  it('fills its pages: every page but the last runs on to its foot, none is left near empty', () => {
    expect(fills).toHaveLength(pages);
    expect(pages).toBeGreaterThan(3);
    // A page breaks early only to keep an item, a section's totals or a heading with what follows on one page: by
    // no more than a fifth or so of the page (A4's text area runs to about 94 % of its height).
    for (const [index, fill] of fills.slice(0, -1).entries())
      expect(fill, `page ${index + 1}`).toBeGreaterThan(0.6);
  });
});
