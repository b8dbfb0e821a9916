import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFindChanges, factFinds } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { publishTemplate, startFactFind, useFactFindWorld } from '../../test/factfind.ts';

// The finances content of the fact-find through its save and submit: lists with owners, amount and frequency pairs, the home
// as an address asset, fund holdings, and previous addresses until three years are covered.

let clientId: number;
const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));

const { database, world, call } = useFactFindWorld({ clock });
beforeAll(async () => {
  await publishTemplate(database.db, world.firm.id, {
    customPages: [],
    templateSettings: { show_fund_input: true },
  });
  clientId = world.joint.client.id;
  await startFactFind(call, clientId, world.tokens.joint);
  await save({
    updates: {
      personal_details_client2: { first_name: 'Emma', last_name: 'Carter', date_of_birth: '1980-09-03' },
    },
  });
});

function save(body: unknown) {
  return call('PUT', `/api/clients/${clientId}/portal/changes/update`, world.tokens.joint, body, {
    'idempotency-key': crypto.randomUUID(),
  });
}

async function data() {
  const [row] = await database.db.select().from(factFinds).where(eq(factFinds.clientId, clientId));
  return row?.data as Record<string, Record<string, unknown>>;
}

const submit = () => call('POST', `/api/clients/${clientId}/portal/changes/submit`, world.tokens.joint);

describe('the finances content', () => {
  it('saves an income with its owner, amount and frequency, and refuses what the template does not know', async () => {
    const item = {
      type: 'salary',
      owner: 'client2',
      gross_amount: 52000,
      gross_amount_frequency: 'annually',
    };
    const saved = await save({ item: { category: 'income', property: 'items', index: 0, value: item } });
    expect(saved.statusCode).toBe(200);
    expect((await data()).income).toEqual({ items: [item] });

    const refused = await save({
      item: {
        category: 'income',
        property: 'items',
        index: 0,
        value: { gross_amount_frequency: 'hourly', owner: 'client3', bonus_pot: 1 },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'income.items.0.gross_amount_frequency': ['Choose one of the options.'],
      'income.items.0.owner': ['Choose one of the options.'],
      'income.items.0.bonus_pot': ['This property does not exist.'],
    });
  });

  it('saves the owned home’s pricePaid and valuation together, one audit row each', async () => {
    const before = (await database.db.select().from(factFindChanges)).length;
    const response = await save({
      updates: {
        current_address: { ownership_status: 'Own (Mortgaged)', pricePaid: 312500, valuation: 295875 },
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await data()).current_address).toMatchObject({ pricePaid: 312500, valuation: 295875 });
    const rows = await database.db.select().from(factFindChanges).orderBy(asc(factFindChanges.id));
    expect(rows.slice(before).map((row) => row.path)).toEqual([
      'current_address.ownership_status',
      'current_address.pricePaid',
      'current_address.valuation',
    ]);
    const negative = await save({ updates: { current_address: { valuation: -1 } } });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors).toEqual({
      'current_address.valuation': ['Enter a number that is not negative.'],
    });
  });

  it('checks fund holdings and expenditure frequencies', async () => {
    const funds = [{ fund: 'Global Equity Index', value: 12500 }];
    const ok = await save({
      item: {
        category: 'investments',
        property: 'items',
        index: 0,
        value: { type: 'stocks_shares_isa', value: 12500, funds },
      },
    });
    expect(ok.statusCode).toBe(200);
    const bad = await save({
      item: {
        category: 'investments',
        property: 'items',
        index: 0,
        value: { funds: [{ fund: 'X', value: 'lots' }] },
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'investments.items.0.funds': ['Give each fund’s value as a number.'],
    });
    expect(
      (await save({ updates: { expenditure: { food: 450, food_frequency: 'monthly' } } })).statusCode,
    ).toBe(200);
    const frequency = await save({ updates: { expenditure: { food_frequency: 'daily' } } });
    expect(frequency.json().errors).toEqual({ 'expenditure.food_frequency': ['Choose one of the options.'] });
  });

  it('will not submit until previous addresses cover three years and list items are complete', async () => {
    await save({ updates: { current_address: { moved_in: '2024-09-01' } } });
    await save({
      item: { category: 'liabilities', property: 'mortgages', index: 0, value: { lender: 'Northgate' } },
    });
    const refused = await submit();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'address_history.items': ['Add your previous addresses until they cover the last three years.'],
      'liabilities.mortgages.0.balance': ['Amount outstanding is required.'],
    });

    await save({
      item: {
        category: 'address_history',
        property: 'items',
        index: 0,
        value: { address_line_1: '9 Mill Lane', moved_in: '2019-04-01', moved_out: '2024-09-01' },
      },
    });
    await save({
      item: { category: 'liabilities', property: 'mortgages', index: 0, value: { balance: 180000 } },
    });
    const submitted = await submit();
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json().status).toBe('awaiting-review');
  });
});
