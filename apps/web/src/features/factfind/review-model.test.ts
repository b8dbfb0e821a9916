import { describe, expect, it } from 'vitest';
import { jointClient } from '../../test/fixtures.ts';
import { missingEntries, reviewBlocks } from './review-model.ts';
import { factFindSteps } from './steps.ts';
import { draftFactFind } from './testing.tsx';

const data = draftFactFind();
data.factFind.employment_client1 = { employment_status: 'Employed', desired_retirement_age: 65 };
data.factFind.dependants = { has_dependants: true, items: [{ last_name: 'Carter' }] };
const steps = factFindSteps(data, {});
const missing = {
  'dependants.items.0.first_name': ['First name is required.'],
  'custom.goal_summary': ['This question is required.'],
};
const context = { data, client: jointClient.client, missing };

describe('the review model', () => {
  const blocks = reviewBlocks(steps, context);

  it('shows each answered section under the person’s name, with the derived facts', () => {
    expect(blocks.map((block) => block.heading)).toEqual([
      'Who is this fact-find for?',
      "James's details",
      "Emma's details",
      "James's employment",
      'Dependants',
      'Your dependants',
      'What matters to you',
    ]);
    const work = blocks.find((block) => block.heading === "James's employment");
    expect(work?.rows.map((row) => [row.label, row.value])).toEqual([
      ['Employment status', 'Employed'],
      ['Age you would like to retire', '65'],
      ['Retirement date', '2040-04'],
    ]);
    expect(blocks.find((block) => block.heading === "James's details")?.rows[2]).toMatchObject({
      label: 'Date of birth',
      value: '12 April 1975',
    });
  });

  it('flags what is required but missing, in items and custom questions too', () => {
    const items = blocks.find((block) => block.heading === 'Your dependants')?.items;
    expect(items?.[0]?.rows).toEqual([
      {
        path: 'dependants.items.0.first_name',
        label: 'First name',
        value: null,
        missing: 'First name is required.',
      },
      { path: 'dependants.items.0.last_name', label: 'Last name', value: 'Carter', missing: null },
    ]);
    const custom = blocks.find((block) => block.heading === 'What matters to you');
    expect(custom?.rows[0]).toMatchObject({ label: 'What would you like help with?', value: null });
  });

  it('names each missing item and the step that asks for it', () => {
    expect(missingEntries(missing, steps, context).map(({ label, step }) => [label, step?.slug])).toEqual([
      ['First name (Dependant 1), Your dependants', 'dependants'],
      ['What would you like help with?', 'custom.goals'],
    ]);
  });
});

describe('money on the review page', () => {
  it('is written by the one formatter: whole pounds bare, anything else to the penny, with its period', () => {
    const money = draftFactFind();
    money.factFind.property = { items: [{ type: 'buy_to_let', value: 210500.5, purchase_price: 450000 }] };
    money.factFind.expenditure = { food: 38.5 };
    money.factFind.income = {
      items: [
        {
          type: 'rental',
          gross_amount: 950,
          gross_amount_frequency: 'monthly',
          net_amount: 700,
          net_amount_frequency: 'monthly',
        },
      ],
    };
    const rows = reviewBlocks(factFindSteps(money, {}), { ...context, data: money });
    const property = rows.find((block) => block.id === 'property_items')?.items[0]?.rows;
    expect(property?.find((row) => row.label === 'What it is worth')?.value).toBe('£210,500.50');
    expect(property?.find((row) => row.label === 'Price paid')?.value).toBe('£450,000');
    const spending = rows.find((block) => block.id === 'expenditure_essential')?.rows;
    // Left at the form's default frequency (monthly): the period is still said.
    expect(spending?.find((row) => row.label === 'Food and household shopping')?.value).toBe(
      '£38.50 (Monthly)',
    );
    // Paid as often as the amount before tax, as the form asks it.
    const income = rows.find((block) => block.id === 'income_items')?.items[0]?.rows;
    expect(income?.find((row) => row.label === 'Amount after tax, if you know it')?.value).toBe(
      '£700 (Monthly)',
    );
  });
});
