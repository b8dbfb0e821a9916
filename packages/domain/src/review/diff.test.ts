import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseTemplate } from '../factfind/base-template.ts';
import { attributeChanges, describeChange, diffFactFind } from './diff.ts';

// A deep copy of plain data (the domain has no DOM or Node types, so no structuredClone).
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const people = { client1: 'James Carter', client2: 'Emma Carter' };

const reviewed = {
  joint: true,
  personal_details_client1: { first_name: 'James', last_name: 'Carter' },
  employment_client1: { employment_status: 'Employed', occupation: 'Architect' },
  income: {
    items: [
      { type: 'salary', owner: 'client1', gross_amount: 72000 },
      { type: 'rental', owner: 'joint', gross_amount: 950, gross_amount_frequency: 'monthly' },
    ],
  },
  pensions: { items: [] },
};

describe('diffFactFind', () => {
  it('finds nothing between a document and itself, or an answer cleared and one never given', () => {
    expect(diffFactFind(reviewed, copy(reviewed))).toEqual([]);
    expect(diffFactFind({ a: { b: '' } }, { a: {} })).toEqual([]);
    expect(diffFactFind({ a: { b: null } }, {})).toEqual([]);
  });

  it('gives a changed salary answer by answer and a new pension as one added item', () => {
    const now = copy(reviewed);
    (now.income.items[0] as { gross_amount: number }).gross_amount = 78000;
    (now.pensions.items as unknown[]).push({ type: 'personal', owner: 'client1', value: 40000 });
    expect(diffFactFind(reviewed, now)).toEqual([
      { path: 'income.items.0.gross_amount', kind: 'changed', before: 72000, after: 78000 },
      {
        path: 'pensions.items.0',
        kind: 'added',
        before: null,
        after: { type: 'personal', owner: 'client1', value: 40000 },
      },
    ]);
  });

  it('matches an unchanged item wherever it moved, and reports the one taken out as removed', () => {
    const now = copy(reviewed);
    now.income.items.splice(0, 1);
    expect(diffFactFind(reviewed, now)).toEqual([
      {
        path: 'income.items.0',
        kind: 'removed',
        before: { type: 'salary', owner: 'client1', gross_amount: 72000 },
        after: null,
      },
    ]);
  });

  it('compares a multiple choice as one answer', () => {
    expect(diffFactFind({ o: { goals: ['a', 'b'] } }, { o: { goals: ['a'] } })).toEqual([
      { path: 'o.goals', kind: 'changed', before: ['a', 'b'], after: ['a'] },
    ]);
  });

  it('is empty exactly when the documents are the same (property)', () => {
    const doc = fc.dictionary(
      fc.constantFrom('a', 'b', 'c'),
      fc.oneof(
        fc.integer({ min: 0, max: 3 }),
        fc.dictionary(fc.constantFrom('x', 'y'), fc.integer({ min: 0, max: 2 })),
        fc.array(fc.record({ v: fc.integer({ min: 0, max: 2 }) }), { maxLength: 3 }),
      ),
    );
    fc.assert(
      fc.property(doc, doc, (a, b) => {
        const same = JSON.stringify(diffFactFind(a, b)) === '[]';
        expect(diffFactFind(a, a)).toEqual([]);
        if (same) expect(diffFactFind(b, a)).toEqual([]);
      }),
    );
  });
});

describe('attributeChanges', () => {
  it('names the latest save of the answer, of the item saved whole, or inside an added item', () => {
    const changes = [
      { path: 'income.items.0.gross_amount', kind: 'changed' as const, before: 1, after: 2 },
      { path: 'pensions.items.0', kind: 'added' as const, before: null, after: {} },
      { path: 'employment_client1.occupation', kind: 'changed' as const, before: 'a', after: 'b' },
    ];
    const history = [
      { path: 'income.items.0', at: '2026-11-02T10:00:00.000Z', by: 'Emma Carter' },
      { path: 'income.items.0', at: '2026-11-03T10:00:00.000Z', by: 'James Carter' },
      { path: 'pensions.items.0.type', at: '2026-11-04T10:00:00.000Z', by: 'James Carter' },
    ];
    expect(attributeChanges(changes, history).map((c) => [c.changedBy, c.changedAt])).toEqual([
      ['James Carter', '2026-11-03T10:00:00.000Z'],
      ['James Carter', '2026-11-04T10:00:00.000Z'],
      [null, null],
    ]);
  });
});

describe('describeChange', () => {
  it('words a change as the fact-find does: section, question and answers', () => {
    const [salary] = attributeChanges(
      [{ path: 'income.items.0.gross_amount', kind: 'changed', before: 72000, after: 78000 }],
      [],
    );
    expect(describeChange(baseTemplate, salary as never, '£', people)).toMatchObject({
      section: 'Your income, Income 1',
      question: 'Amount before tax',
      beforeText: '£72,000',
      afterText: '£78,000',
    });
    const [pension] = attributeChanges(
      [
        {
          path: 'pensions.items.0',
          kind: 'added',
          before: null,
          after: { type: 'personal', owner: 'client1' },
        },
      ],
      [],
    );
    const worded = describeChange(baseTemplate, pension as never, '£', people);
    expect(worded).toMatchObject({ question: 'Pension 1', beforeText: null });
    expect(worded.afterText).toContain('Personal pension or SIPP');
    expect(worded.afterText).toContain('James Carter');
  });
});
