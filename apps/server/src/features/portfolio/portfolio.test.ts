import { portfolioMessages, portfolioResponseSchema } from '@atrium/domain/contract/portfolio';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { portfolioSnapshots } from '../../db/schema.ts';
import { useAccessWorld } from '../../test/access.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { createFakeClock, requester, useTestApp } from '../../test/build-test-app.ts';

// Friday 2 October 2026, 10:00 in London.
const clock = createFakeClock(new Date('2026-10-02T09:00:00Z'));

const call = requester(() => t);

const base = (clientId = world.client.client.id) => `/api/adviser/clients/${clientId}/portfolio`;
const isa = { provider: 'Aviva', account_type: 'isa', reference: 'ISA-1', currency: 'GBP' };
const fund = {
  fund_name: 'Vanguard FTSE U.K. All Share Index',
  isin: 'GB00B3X7QG63',
  asset_class: 'equity',
  units: 1000,
  price: 2.5,
  valuation_date: '2026-06-30',
};
const portfolioOf = async (url: string, token: string) => {
  const response = await call('GET', url, token);
  expect(response.statusCode).toBe(200);
  return portfolioResponseSchema.parse(response.json()).data;
};

const header =
  'provider,account_type,reference,currency,fund_name,isin,asset_class,units,price,valuation_date';
const csvOf = (...rows: string[]) => [header, ...rows].join('\n');

const { database, t } = useTestApp({ clock });
const world = useAccessWorld(database);

describe('access', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/portfolio'],
      ['GET', base()],
      ['POST', `${base()}/accounts`],
      ['POST', `${base()}/import`],
      ['PUT', `${base()}/holdings/1`],
      ['DELETE', `${base()}/accounts/1`],
    ] as const) {
      expect((await call(method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets the client read only their own portfolio, and only their adviser or an admin reach it', async () => {
    expect((await call('GET', '/api/portfolio', world.tokens.adviser)).statusCode).toBe(403);
    expect((await call('GET', base(), world.tokens.client)).statusCode).toBe(403);
    expect((await call('GET', base(), world.tokens.other)).statusCode).toBe(403);
    expect((await call('GET', base(), world.tokens.otherAdviser)).statusCode).toBe(404);
    expect((await call('GET', base(), world.tokens.strangerAdmin)).statusCode).toBe(404);
    expect((await call('POST', `${base()}/accounts`, world.tokens.otherAdviser, isa)).statusCode).toBe(404);
    expect((await call('POST', `${base()}/accounts`, world.tokens.client, isa)).statusCode).toBe(403);
    expect((await call('POST', `${base()}/import`, world.tokens.other, { csv: csvOf() })).statusCode).toBe(
      403,
    );
    expect((await call('GET', base(), world.tokens.admin)).statusCode).toBe(200);
    expect(await portfolioOf('/api/portfolio', world.tokens.client)).toEqual({
      accounts: [],
      totals: [],
      history: [],
    });
  });
});

describe('recording holdings', () => {
  let accountId: number;
  let holdingId: number;

  it('creates an account and a holding valued units × price, with a snapshot and audit rows', async () => {
    const account = await call('POST', `${base()}/accounts`, world.tokens.adviser, isa);
    expect(account.statusCode).toBe(201);
    accountId = account.json().data.id;
    const holding = await call('POST', `${base()}/accounts/${accountId}/holdings`, world.tokens.adviser, {
      ...fund,
      isin: 'gb00 b3x7 qg63',
    });
    expect(holding.statusCode).toBe(201);
    expect(holding.json().data).toMatchObject({ isin: 'GB00B3X7QG63', value: 2500 });
    holdingId = holding.json().data.id;

    const portfolio = await portfolioOf('/api/portfolio', world.tokens.client);
    expect(portfolio.totals).toEqual([
      {
        currency: 'GBP',
        value: 2500,
        valuation_date: '2026-06-30',
        by_asset_class: [{ asset_class: 'equity', value: 2500 }],
      },
    ]);
    expect(portfolio.accounts[0]).toMatchObject({
      provider: 'Aviva',
      value: 2500,
      valuation_date: '2026-06-30',
    });
    expect(portfolio.history).toEqual([{ as_at: '2026-06-30', currency: 'GBP', value: 2500 }]);
    const audited = await auditEventsOfType(database.db, 'portfolio.holding.created');
    expect(audited[0]?.data).toMatchObject({ clientId: world.client.client.id, accountId, holdingId });
  });

  it('rejects an ISIN with a wrong check digit, a future date and a duplicate account (422)', async () => {
    const badIsin = await call('POST', `${base()}/accounts/${accountId}/holdings`, world.tokens.adviser, {
      ...fund,
      isin: 'GB00B3X7QG64',
    });
    expect(badIsin.statusCode).toBe(422);
    expect(badIsin.json().errors.isin).toEqual([portfolioMessages.isinCheckDigit]);
    const future = await call('POST', `${base()}/accounts/${accountId}/holdings`, world.tokens.adviser, {
      ...fund,
      valuation_date: '2026-10-03',
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.valuation_date).toEqual([portfolioMessages.dateInFuture]);
    const duplicate = await call('POST', `${base()}/accounts`, world.tokens.adviser, isa);
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.provider).toEqual([portfolioMessages.duplicateAccount]);
  });

  it("updates a holding (a new valuation date adds a snapshot) and never reaches another client's", async () => {
    const updated = await call('PUT', `${base()}/holdings/${holdingId}`, world.tokens.adviser, {
      ...fund,
      price: 2.75,
      valuation_date: '2026-09-30',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.value).toBe(2750);
    expect((await portfolioOf(base(), world.tokens.adviser)).history).toEqual([
      { as_at: '2026-06-30', currency: 'GBP', value: 2500 },
      { as_at: '2026-09-30', currency: 'GBP', value: 2750 },
    ]);
    // The holding exists, but not for this other client: the admin asking through the wrong client finds nothing.
    const crossed = await call(
      'PUT',
      `${base(world.other.client.id)}/holdings/${holdingId}`,
      world.tokens.admin,
      fund,
    );
    expect(crossed.statusCode).toBe(404);
    expect(
      (await call('DELETE', `${base(world.other.client.id)}/accounts/${accountId}`, world.tokens.admin))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `${base()}/holdings/${holdingId}`, world.tokens.otherAdviser, fund)).statusCode,
    ).toBe(404);
  });

  it('deletes a holding and an account, rewriting the snapshot of the date', async () => {
    const second = await call('POST', `${base()}/accounts/${accountId}/holdings`, world.tokens.adviser, {
      ...fund,
      fund_name: 'iShares Core MSCI World',
      isin: 'IE00B4L5Y983',
      units: 10,
      price: 100,
      valuation_date: '2026-09-30',
    });
    expect(second.statusCode).toBe(201);
    expect((await portfolioOf(base(), world.tokens.adviser)).totals[0]?.value).toBe(3750);
    const removed = await call('DELETE', `${base()}/holdings/${second.json().data.id}`, world.tokens.adviser);
    expect(removed.statusCode).toBe(204);
    expect((await portfolioOf(base(), world.tokens.adviser)).history.at(-1)).toEqual({
      as_at: '2026-09-30',
      currency: 'GBP',
      value: 2750,
    });
    expect((await call('DELETE', `${base()}/accounts/${accountId}`, world.tokens.adviser)).statusCode).toBe(
      204,
    );
    const after = await portfolioOf('/api/portfolio', world.tokens.client);
    expect(after.accounts).toEqual([]);
    expect(after.totals).toEqual([]);
    // History stays: it is what the portfolio was worth then.
    expect(after.history).toHaveLength(2);
  });
});

describe('every adviser route', () => {
  it("answers another client 403, and another adviser or another firm's admin 404", async () => {
    const account = await call('POST', `${base()}/accounts`, world.tokens.adviser, {
      ...isa,
      reference: 'ACCESS',
    });
    const accountId = account.json().data.id as number;
    const holding = await call(
      'POST',
      `${base()}/accounts/${accountId}/holdings`,
      world.tokens.adviser,
      fund,
    );
    const holdingId = holding.json().data.id as number;
    const routes = [
      ['GET', base(), undefined],
      ['POST', `${base()}/accounts`, isa],
      ['PUT', `${base()}/accounts/${accountId}`, isa],
      ['DELETE', `${base()}/accounts/${accountId}`, undefined],
      ['POST', `${base()}/accounts/${accountId}/holdings`, fund],
      ['PUT', `${base()}/holdings/${holdingId}`, fund],
      ['DELETE', `${base()}/holdings/${holdingId}`, undefined],
      ['POST', `${base()}/import`, { csv: csvOf() }],
    ] as const;
    for (const [method, url, body] of routes) {
      const payload = body as Record<string, unknown> | undefined;
      expect(
        (await call(method, url, world.tokens.other, payload)).statusCode,
        `other client ${method} ${url}`,
      ).toBe(403);
      expect(
        (await call(method, url, world.tokens.otherAdviser, payload)).statusCode,
        `other adviser ${method} ${url}`,
      ).toBe(404);
      expect(
        (await call(method, url, world.tokens.strangerAdmin, payload)).statusCode,
        `stranger ${method} ${url}`,
      ).toBe(404);
      expect((await call(method, url, undefined, payload)).statusCode, `anonymous ${method} ${url}`).toBe(
        401,
      );
    }
    // Nothing changed: the account and its holding are still there, and the admin may remove them.
    expect((await call('DELETE', `${base()}/accounts/${accountId}`, world.tokens.admin)).statusCode).toBe(
      204,
    );
  });
});

describe('CSV import', () => {
  const importCsv = (csv: string) => call('POST', `${base()}/import`, world.tokens.adviser, { csv });

  it('imports nothing when one row is bad, and names each bad row and column', async () => {
    // Row 2 is good; row 3 has a bad ISIN check digit and units; row 4 is valued in the future.
    const rows = [
      'Aviva,ISA,ISA-9,GBP,Vanguard FTSE U.K. All Share Index,GB00B3X7QG63,Equities,100,2.5,2026-09-30',
      'Aviva,ISA,ISA-9,GBP,Bad Fund,GB00B3X7QG64,equity,ten,2.5,2026-09-30',
      'Aviva,ISA,ISA-9,GBP,Future Fund,IE00B4L5Y983,equity,1,1,2027-01-01',
    ];
    const response = await importCsv(csvOf(...rows));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: portfolioMessages.importFailed,
      errors: {
        'rows.3.isin': [portfolioMessages.isinCheckDigit],
        'rows.3.units': ['The number of units must be a number.'],
        'rows.4.valuation_date': [portfolioMessages.dateInFuture],
      },
    });
    expect((await portfolioOf(base(), world.tokens.adviser)).accounts).toEqual([]);
  });

  it('reports a file that is not CSV, has missing or unknown columns, or no rows', async () => {
    const noRows = await importCsv(header);
    expect(noRows.json().errors).toEqual({ csv: [portfolioMessages.csvEmpty] });
    const columns = await importCsv('provider,fund,isin\nAviva,x,GB00B3X7QG63');
    expect(columns.statusCode).toBe(422);
    expect(columns.json().errors.csv).toEqual([
      'Missing column(s): account_type, currency, fund_name, asset_class, units, price, valuation_date.',
      'Unknown column(s): fund.',
    ]);
    const broken = await importCsv(csvOf('"Aviva,ISA'));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.csv[0]).toMatch(/not valid CSV/);
    const huge = await importCsv('x'.repeat(600 * 1024));
    expect(huge.statusCode).toBe(422);
    expect(huge.json().errors.csv).toEqual([portfolioMessages.csvTooLarge]);
  });

  it('imports a good file all at once, replacing the holdings of the accounts it names, with a snapshot', async () => {
    const response = await importCsv(
      csvOf(
        'Aviva,ISA,ISA-9,GBP,Vanguard FTSE U.K. All Share Index,GB00B3X7QG63,Equities,"1,000",2.5,2026-09-30',
        'Aviva,ISA,ISA-9,GBP,iShares Core MSCI World,IE00B4L5Y983,equity,10,100,2026-09-30',
        'Royal London,SIPP,,GBP,Royal London Short Term Money Market,GB00B8XYYQ86,cash,500,1,2026-09-29',
      ),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { accounts: 2, holdings: 3, as_at: '2026-09-30' } });
    // Again, with one fund sold: the account's holdings are the file's, not added to.
    const again = await importCsv(
      csvOf('Aviva,ISA,ISA-9,GBP,iShares Core MSCI World,IE00B4L5Y983,equity,10,100,2026-09-30'),
    );
    expect(again.statusCode).toBe(200);
    const portfolio = await portfolioOf('/api/portfolio', world.tokens.client);
    expect(portfolio.accounts.map((account) => [account.provider, account.value])).toEqual([
      ['Aviva', 1000],
      ['Royal London', 500],
    ]);
    expect(portfolio.totals[0]?.by_asset_class).toEqual([
      { asset_class: 'equity', value: 1000 },
      { asset_class: 'cash', value: 500 },
    ]);
    const snapshots = await database.db
      .select()
      .from(portfolioSnapshots)
      .where(eq(portfolioSnapshots.clientId, world.client.client.id));
    expect(snapshots.find((row) => row.asAt === '2026-09-30')).toMatchObject({
      value: 1500,
      source: 'import',
    });
    const [event] = await auditEventsOfType(database.db, 'portfolio.imported');
    expect(event?.data).toMatchObject({ clientId: world.client.client.id, accounts: 2, holdings: 3 });
  });

  it("refuses a row that would change an existing account's currency, or lists an ISIN twice", async () => {
    // The account held in GBP, imported here rather than left by another test.
    const held = 'Aviva,ISA,ISA-9,GBP,iShares Core MSCI World,IE00B4L5Y983,equity,10,100,2026-09-30';
    expect((await importCsv(csvOf(held))).statusCode).toBe(200);
    const response = await importCsv(
      csvOf(
        held.replace(',GBP,', ',EUR,'),
        'Abrdn,GIA,G1,GBP,iShares Core MSCI World,IE00B4L5Y983,equity,10,100,2026-09-30',
        'Abrdn,GIA,G1,GBP,iShares Core MSCI World,IE00B4L5Y983,equity,5,100,2026-09-30',
      ),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'rows.2.currency': ['This account is held in GBP; a row cannot change its currency.'],
      'rows.4.isin': ['This ISIN is already listed for this account on line 3.'],
    });
  });
});
