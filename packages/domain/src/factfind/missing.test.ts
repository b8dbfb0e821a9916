import { describe, expect, it } from 'vitest';
import { baseTemplate } from './base-template.ts';
import { allPageSections, effectivePageSections } from './lookup.ts';
import { addressHistoryMessage, lacksReviewDetails, missingForReview } from './missing.ts';

const complete = { first_name: 'James', last_name: 'Carter', date_of_birth: '1978-04-12' };
const pageSections = allPageSections(baseTemplate);
const run = (
  factFind: Record<string, unknown>,
  customAnswers: Parameters<typeof missingForReview>[0]['customAnswers'] = [],
) => missingForReview({ template: baseTemplate, pageSections, factFind, customAnswers });

describe('lacksReviewDetails', () => {
  it('needs client 1 names and date of birth, and client 2 when joint', () => {
    expect(lacksReviewDetails({})).toBe(true);
    expect(lacksReviewDetails({ personal_details_client1: complete })).toBe(false);
    expect(lacksReviewDetails({ personal_details_client1: { ...complete, last_name: '' } })).toBe(true);
    expect(lacksReviewDetails({ joint: true, personal_details_client1: complete })).toBe(true);
    expect(
      lacksReviewDetails({
        joint: true,
        personal_details_client1: complete,
        personal_details_client2: complete,
      }),
    ).toBe(false);
    expect(lacksReviewDetails({ joint: false, personal_details_client1: complete })).toBe(false);
  });
});

describe('missingForReview', () => {
  it('lists client 1’s names and date of birth', () => {
    expect(Object.keys(run({})).sort()).toEqual([
      'personal_details_client1.date_of_birth',
      'personal_details_client1.first_name',
      'personal_details_client1.last_name',
    ]);
    expect(run({ personal_details_client1: complete })).toEqual({});
  });

  it('adds client 2 only when joint', () => {
    const missing = run({
      joint: true,
      personal_details_client1: complete,
      personal_details_client2: { first_name: 'Emma' },
    });
    expect(missing).toEqual({
      'personal_details_client2.last_name': ['Last name is required.'],
      'personal_details_client2.date_of_birth': ['Date of birth is required.'],
    });
  });

  it('flags required fields of dependants only when the section is visible', () => {
    const items = [{ first_name: 'Lily' }, { last_name: 'Carter' }];
    expect(run({ personal_details_client1: complete, dependants: { has_dependants: false, items } })).toEqual(
      {},
    );
    expect(run({ personal_details_client1: complete, dependants: { has_dependants: true, items } })).toEqual({
      'dependants.items.1.first_name': ['First name is required.'],
    });
  });

  it('keeps requiring names even when a firm hides the section', () => {
    const hidden = effectivePageSections(baseTemplate, { 'about-you': ['joint'] });
    expect(hidden['about-you']).toEqual(['joint']);
    expect(
      Object.keys(
        missingForReview({ template: baseTemplate, pageSections: hidden, factFind: {}, customAnswers: [] }),
      ),
    ).toHaveLength(3);
  });

  it('lists required custom questions by id', () => {
    const text = { id: 'goal', type: 'text' as const, label: 'Goal', required: true };
    const multi = {
      id: 'priorities',
      type: 'multiselect' as const,
      label: 'Priorities',
      required: true,
      options: { min: 2, choices: [] },
    };
    expect(
      run({ personal_details_client1: complete }, [
        { question: text, value: null },
        { question: multi, value: ['a'] },
      ]),
    ).toEqual({ 'custom.goal': ['This question is required.'], 'custom.priorities': ['Choose at least 2.'] });
    expect(
      run({ personal_details_client1: complete }, [
        { question: text, value: 'Retire at 60' },
        { question: multi, value: ['a', 'b'] },
      ]),
    ).toEqual({});
  });
});

describe('missingForReview, the content after the first pages', () => {
  const today = '2026-06-15';
  const base = { personal_details_client1: complete };
  const check = (factFind: Record<string, unknown>, settings?: { show_fund_input: boolean }) =>
    missingForReview({
      template: baseTemplate,
      pageSections,
      factFind: { ...base, ...factFind },
      customAnswers: [],
      today,
      ...(settings ? { settings } : {}),
    });

  it('flags required item fields only while they are asked', () => {
    expect(check({ income: { items: [{ owner: 'client1' }] } })).toEqual({
      'income.items.0.type': ['Type of income is required.'],
      'income.items.0.gross_amount': ['Amount before tax is required.'],
    });
    expect(check({ income: { items: [{ type: 'salary', gross_amount: 30000 }] } })).toEqual({});
  });

  it('asks for previous addresses until three years are covered', () => {
    expect(check({ current_address: { moved_in: '2025-01-01' } })).toEqual({
      'address_history.items': [addressHistoryMessage],
    });
    expect(
      check({
        current_address: { moved_in: '2025-01-01' },
        address_history: { items: [{ address_line_1: '9 Mill Lane', moved_in: '2020-05-01' }] },
      }),
    ).toEqual({});
    expect(check({ current_address: { moved_in: '2019-01-01' } })).toEqual({});
  });
});
