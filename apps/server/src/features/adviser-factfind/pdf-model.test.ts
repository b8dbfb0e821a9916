import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { emptyFactFind } from '@atrium/domain/factfind/empty-fact-find';
import type { Template } from '@atrium/domain/factfind/template';
import { factFindTotals } from '@atrium/domain/factfind/totals';
import { describe, expect, it } from 'vitest';
import { buildPdfModel, type PdfInput } from './pdf-model.ts';
import { pdfText } from './pdf-render.ts';

// The same fields for the client and the partner.
const personFields: Template['pages'][number]['sections'][number]['fields'] = [
  { key: 'first_name', label: 'First name', type: 'text' },
  { key: 'last_name', label: 'Last name', type: 'text' },
  { key: 'smoker', label: 'Smoker', type: 'yesno' },
];

const template: Template = {
  identifier: 'base',
  version: 1,
  pages: [
    {
      slug: 'about-you',
      title: 'About you',
      sections: [
        {
          key: 'joint',
          title: 'Who is this for?',
          category: 'joint',
          fields: [{ key: 'joint', label: 'With a partner?', type: 'yesno' }],
        },
        {
          key: 'personal_details_client1',
          title: 'Your details',
          category: 'personal_details_client1',
          person: 1,
          fields: personFields,
        },
        {
          key: 'personal_details_client2',
          title: "Your partner's details",
          category: 'personal_details_client2',
          person: 2,
          visibleWhen: { path: 'joint', equals: true },
          fields: personFields,
        },
      ],
    },
    {
      slug: 'assets',
      title: 'Assets',
      sections: [
        {
          key: 'savings_items',
          title: 'Your savings',
          category: 'savings',
          repeatable: { property: 'items', itemLabel: 'Account' },
          fields: [
            {
              key: 'kind',
              label: 'Kind',
              type: 'select',
              options: [{ value: 'isa', label: 'Cash ISA' }],
            },
            { key: 'balance', label: 'Balance', type: 'currency' },
            { key: 'opened', label: 'Opened', type: 'date' },
          ],
        },
      ],
    },
    {
      slug: 'secret',
      title: 'Secret',
      sections: [
        {
          key: 'hidden',
          title: 'Hidden',
          category: 'hidden',
          fields: [{ key: 'value', label: 'Value', type: 'text' }],
        },
      ],
    },
  ],
};

function view(factFind: Record<string, unknown>, extra: Partial<PortalChangesResponse> = {}) {
  return emptyFactFind({
    factFind,
    status: 'awaiting-review',
    factFindsCreated: 1,
    adviser: { id: 1, name: 'Sarah Mitchell' },
    returnNote: null,
    ...extra,
  });
}

function input(data: Record<string, unknown>, extra: Partial<PdfInput> = {}): PdfInput {
  return {
    view: view(data),
    firm: { name: 'Example Financial Planning', primaryColour: '#009ca6' },
    client: { name: 'James Carter', jointName: 'Emma Carter', currencySymbol: '£' },
    factFind: {
      status: 'awaiting-review',
      createdAt: new Date('2026-03-01T10:00:00Z'),
      submittedAt: new Date('2026-03-02T09:30:00Z'),
      reviewedAt: null,
      reviewedBy: null,
    },
    adviser: 'Sarah Mitchell',
    totals: factFindTotals(data),
    canRead: (category) => category !== 'hidden',
    generatedAt: new Date('2026-03-03T12:00:00Z'),
    ...extra,
  };
}

describe('the fact-find PDF model', () => {
  const jointData = {
    joint: true,
    personal_details_client1: { first_name: 'James', last_name: 'Carter', smoker: false },
    personal_details_client2: { first_name: 'Emma', last_name: 'Carter', smoker: true },
    savings: {
      items: [
        { kind: 'isa', balance: 12000, opened: '2019-04-06' },
        { kind: 'isa', balance: '3500.5' },
      ],
    },
    hidden: { value: 'never printed' },
  };

  it('puts both clients side by side, named from the fact-find', () => {
    const model = buildPdfModel(input(jointData), template);
    expect(model.people).toEqual(['James Carter', 'Emma Carter']);
    const about = model.pages.find((page) => page.title === 'About them');
    expect(about?.blocks[1]).toEqual({
      kind: 'people',
      title: 'Personal details',
      people: ['James Carter', 'Emma Carter'],
      rows: [
        { label: 'First name', values: ['James', 'Emma'] },
        { label: 'Last name', values: ['Carter', 'Carter'] },
        { label: 'Smoker', values: ['No', 'Yes'] },
      ],
    });
  });

  it('asks each question of a person’s section about "this person", each answer said of them, never "you" or "I"', () => {
    const model = buildPdfModel(
      input({
        ...jointData,
        knowledge_experience_client1: { investment_knowledge: 'basic', years_investing: 12 },
        knowledge_experience_client2: { investment_knowledge: 'none', loss_reaction: 'hold' },
        estate_client2: { has_will: true },
      }),
      baseTemplate,
    );
    const blocks = model.pages.flatMap((page) => page.blocks);
    const knowledge = blocks.find((block) => block.title === 'Knowledge experience');
    expect(knowledge).toMatchObject({ kind: 'people', people: ['James Carter', 'Emma Carter'] });
    const rows = knowledge?.kind === 'people' ? knowledge.rows : [];
    expect(rows).toContainEqual({
      label: 'How well does this person know investing?',
      values: ['Basic: understands savings and simple investments', 'None: new to investing'],
    });
    expect(rows).toContainEqual({
      label: "If this person's investments fell by a fifth in a year, what would they most likely do?",
      values: ['—', 'Hold on and wait'],
    });
    const estate = blocks.find((block) => block.title === 'Estate');
    expect(estate?.kind === 'people' && estate.rows).toContainEqual({
      label: 'Does this person have a will?',
      values: ['—', 'Yes'],
    });
    const people = blocks.flatMap((block) => (block.kind === 'people' ? block.rows : []));
    expect(
      people.filter((row) => /\b(you|your|I|my)\b/i.test(`${row.label} ${row.values.join(' ')}`)),
    ).toEqual([]);
  });

  it('lists repeatable items with formatted values', () => {
    const model = buildPdfModel(input(jointData), template);
    const assets = model.pages.find((page) => page.title === 'Assets');
    expect(assets?.blocks).toEqual([
      {
        kind: 'items',
        title: 'Savings',
        items: [
          {
            title: 'Account 1',
            rows: [
              { label: 'Kind', values: ['Cash ISA'] },
              { label: 'Balance', values: ['£12,000'] },
              { label: 'Opened', values: ['6 April 2019'] },
            ],
          },
          {
            title: 'Account 2',
            rows: [
              { label: 'Kind', values: ['Cash ISA'] },
              { label: 'Balance', values: ['£3,500.50'] },
              { label: 'Opened', values: ['—'] },
            ],
          },
        ],
        // A list's totals are the domain's for its section (packages/domain/src/factfind/section-totals.ts), never a
        // sum of whatever amounts it holds: this test template's list has none.
        totals: [],
      },
    ]);
    // The household's figures are the domain's totals (its categories, not this test template's).
    expect(model.totals.find((row) => row.label === 'Net worth')).toEqual({
      label: 'Net worth',
      values: ['£0'],
    });
  });

  it('shows the household totals it is given, to the penny, and works none out itself', () => {
    const totals = factFindTotals(
      { income: { items: [{ type: 'salary', gross_amount: 60000 }] }, expenditure: { food: 400 } },
      {
        salaryNet: () => 45000.12,
        portfolio: [{ provider: 'Fidelity', reference: 'GIA-9', value: 231000 }],
      },
    );
    const model = buildPdfModel(input(jointData, { totals }), template);
    const value = (label: string) => model.totals.find((row) => row.label === label)?.values[0];
    // Whole amounts without pence, others to the penny (packages/domain/src/money/format.ts).
    expect(value('Investments we look after')).toBe('£231,000');
    expect(value('Net worth')).toBe('£231,000');
    expect(value('Monthly income after tax')).toBe('£3,750.01');
    expect(value('Monthly surplus (shortfall if negative)')).toBe('£3,350.01');
    expect(value('Incomes counted before tax')).toBeUndefined();
  });

  it('leaves out what the reader may not read, and the partner when not joint', () => {
    const model = buildPdfModel(input({ ...jointData, joint: false }), template);
    expect(model.pages.map((page) => page.title)).toEqual(['About them', 'Assets']);
    expect(model.people).toEqual(['James Carter']);
    const person = model.pages[0]?.blocks[1];
    expect(person).toMatchObject({ kind: 'people', people: ['James Carter'] });
    expect(person?.kind === 'people' && person.rows[0]).toEqual({ label: 'First name', values: ['James'] });
  });

  it('falls back to the client record for names the fact-find lacks', () => {
    const model = buildPdfModel(input({ joint: true }), template);
    expect(model.people).toEqual(['James Carter', 'Emma Carter']);
    expect(model.details[0]).toEqual({ label: 'Clients', values: ['James Carter and Emma Carter'] });
  });

  it("adds the firm's custom pages with choice labels", () => {
    const model = buildPdfModel(
      {
        ...input({ joint: false }),
        view: view(
          { joint: false },
          {
            customPages: [
              {
                slug: 'goals',
                title: 'Your goals',
                order: 1,
                sections: [
                  {
                    title: 'Priorities',
                    questions: [
                      {
                        id: 'priorities',
                        type: 'multiselect',
                        label: 'What matters?',
                        help: null,
                        required: true,
                        options: {
                          choices: [
                            { value: 'home', label: 'A home' },
                            { value: 'retire', label: 'Retiring' },
                          ],
                        },
                        answer: { id: 1, value: ['retire', 'home'] },
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ),
      },
      template,
    );
    // Said of the household, as the firm reads it (perspective.ts customPagesAbout).
    expect(model.pages.at(-1)).toEqual({
      title: 'Their goals',
      blocks: [
        {
          kind: 'fields',
          title: 'Priorities',
          rows: [{ label: 'What matters?', values: ['Retiring, A home'] }],
          totals: [],
        },
      ],
    });
  });
});

describe('text for the standard PDF fonts', () => {
  it('keeps Windows-1252 text, drops accents it cannot show and marks what is left', () => {
    expect(pdfText('Zoë £12 – “ok” €')).toBe('Zoë £12 – “ok” €');
    expect(pdfText('Łukasz Dvořák')).toBe('Lukasz Dvorák');
    expect(pdfText('王 ok\tok\r\n')).toBe('? ok ok\n');
  });
});
