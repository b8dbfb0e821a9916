import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addressLookupResponseSchema,
  salesResponseSchema,
  valuationResponseSchema,
} from '@atrium/domain/contract/address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoPricePaid } from '../../db/seed/price-paid.ts';
import {
  buildTestApp,
  createFakeClock,
  requester,
  type TestApp,
  testConfig,
  useTestApp,
} from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken } from '../../test/factories.ts';
import { createPricePaidWriter, type NewPricePaidRow } from './price-paid-repo.ts';

const clock = createFakeClock(new Date('2026-11-21T10:00:00Z'));
const call = requester(() => t);
const tokens: Record<'client' | 'other' | 'busy', string> = { client: '', other: '', busy: '' };

async function clientToken(firmId: number) {
  const { user } = await createClientUser(database.db, { firmId });
  return createToken(database.db, { userId: user.id, expiresAt: new Date('2100-01-01T00:00:00Z') });
}

let saleNumber = 0;
function sale(values: Partial<NewPricePaidRow> & Pick<NewPricePaidRow, 'price' | 'transferDate' | 'paon'>) {
  saleNumber += 1;
  const postcode = values.postcode ?? 'AB1 2CD';
  return {
    transactionId: `00000000-0000-4000-9000-${String(saleNumber).padStart(12, '0')}`,
    postcode,
    sector: postcode.slice(0, -2),
    propertyType: 'S',
    isNewBuild: false,
    tenure: 'F',
    saon: '',
    street: 'HIGH STREET',
    locality: '',
    town: 'EXAMPLETON',
    district: 'EXAMPLETON',
    county: 'EXAMPLESHIRE',
    category: 'A',
    ...values,
  };
}

const { database, t } = useTestApp({ clock, config: testConfig({ SESSION_IDLE_MINUTES: '1440' }) });
beforeAll(async () => {
  const firm = await createFirm(database.db);
  tokens.client = await clientToken(firm.id);
  tokens.other = await clientToken(firm.id);
  tokens.busy = await clientToken(firm.id);
  // A day's idle allowance: the valuation window test moves the clock to the next day.
});

describe('GET /api/address/{postcode} with the demo dataset', () => {
  it('lists the addresses at a postcode written any way', async () => {
    for (const postcode of ['ZZ1%201ZZ', 'zz11zz', '%20zZ1%201zz%20']) {
      const response = await call('GET', `/api/address/${postcode}`, tokens.client);
      expect(response.statusCode).toBe(200);
      const { data } = addressLookupResponseSchema.strict().parse(response.json());
      expect(data.address.length).toBeGreaterThanOrEqual(3);
      expect(data.address[0]).toEqual({
        identifierline: '1 Orchard Road, Exampleton, ZZ1 1ZZ',
        premise: '1',
        postcode: 'ZZ1 1ZZ',
        line_1: '1 Orchard Road',
        line_2: '',
        line_3: '',
        town: 'Exampleton',
        county: 'Exampleshire',
        uprn: null,
      });
      expect(data.address.map((address) => address.premise)).toContain('Flat 2, 5');
    }
  });

  it('answers an unknown postcode with no addresses', async () => {
    const response = await call('GET', '/api/address/ZZ9%209ZZ', tokens.client);
    expect(response.json()).toEqual({ data: { address: [] } });
  });

  it('refuses what is not a full UK postcode with a 422, and strangers with a 401', async () => {
    for (const postcode of ['ZZ1', 'not-a-postcode', 'ZZ1%201Z', '12345']) {
      const response = await call('GET', `/api/address/${postcode}`, tokens.client);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { postcode: ['Enter a full UK postcode, like SW1A 2AA.'] },
      });
    }
    for (const url of ['/api/address/ZZ11ZZ', '/api/address/sales/ZZ11ZZ', '/api/address/valuation/ZZ11ZZ']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('limits each user to 60 lookups a minute, with Retry-After', async () => {
    for (let n = 0; n < 60; n++) {
      expect((await call('GET', '/api/address/ZZ11ZZ', tokens.busy)).statusCode).toBe(200);
    }
    const refused = await call('GET', '/api/address/valuation/ZZ11ZZ', tokens.busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().message).toBe('Too many address lookups. Please try again in 60 seconds.');
    // Another user is not affected, and the limit lifts after the minute.
    expect((await call('GET', '/api/address/ZZ11ZZ', tokens.other)).statusCode).toBe(200);
    clock.advance(61_000);
    expect((await call('GET', '/api/address/ZZ11ZZ', tokens.busy)).statusCode).toBe(200);
  });
});

describe('GET /api/address/{postcode} through Ideal Postcodes', () => {
  let server: Server;
  let hits = 0;
  let fake: TestApp;
  const line = (line_1: string, premise: string) => ({
    line_1,
    line_2: 'High Street',
    line_3: '',
    post_town: 'EXAMPLETON',
    county: 'Exampleshire',
    postcode: 'AB1 2CD',
    premise,
    uprn: 12345,
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      response.setHeader('content-type', 'application/json');
      if (request.url === '/v1/postcodes/ZZ99ZZ') {
        response.writeHead(402).end(JSON.stringify({ code: 4020, message: 'Key balance depleted.' }));
        return;
      }
      // Two organisations' delivery points at one address give the same one-line address: offered once.
      const result = [line('10', '10'), line('12', '12'), line('10', '10')];
      response.writeHead(200).end(JSON.stringify({ result, code: 2000, message: 'Success' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    const config = testConfig({
      IDEAL_POSTCODES_API_KEY: 'ak_test_key',
      IDEAL_POSTCODES_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
    });
    fake = await buildTestApp(database, { config, clock });
  });

  afterAll(async () => {
    await fake?.app.close();
    await new Promise((resolve) => server.close(resolve));
  });

  const get = (url: string) =>
    fake.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.other}` } });

  it('de-duplicates by identifierline and caches a postcode for ten minutes', async () => {
    const first = await get('/api/address/ab12cd');
    expect(
      first.json().data.address.map((address: { identifierline: string }) => address.identifierline),
    ).toEqual(['10, High Street, EXAMPLETON, AB1 2CD', '12, High Street, EXAMPLETON, AB1 2CD']);
    expect(first.json().data.address[0].uprn).toBe('12345');
    const before = hits;
    await get('/api/address/AB1%202CD');
    expect(hits).toBe(before);
    clock.advance(11 * 60 * 1000);
    await get('/api/address/AB12CD');
    expect(hits).toBe(before + 1);
  });

  it('answers 503 with a message, and nothing about the key, when the provider fails', async () => {
    const response = await get('/api/address/ZZ99ZZ');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The address lookup service is not answering just now. Please type the address in instead.',
    });
    expect(fake.logs()).toContain('Address lookup failed');
    expect(fake.logs()).not.toContain('ak_test_key');
  });
});

describe('sales and valuation from the Price Paid Data', () => {
  beforeAll(async () => {
    await createPricePaidWriter(database.db).upsert([
      sale({ paon: '10', price: 300_000, transferDate: '2024-06-01' }),
      sale({ paon: '10', price: 200_000, transferDate: '2012-03-09' }),
      sale({ paon: '10', saon: 'FLAT 1', price: 150_000, transferDate: '2025-01-10', propertyType: 'F' }),
      sale({ paon: '12', price: 400_000, transferDate: '2021-11-21' }),
      // Outside the window on 21 November 2026 (before 21 November 2021).
      sale({ paon: '14', price: 999_000, transferDate: '2021-11-20' }),
      // Category B (a repossession or company sale): listed, but not averaged.
      sale({ paon: '16', price: 5_000_000, transferDate: '2023-01-01', category: 'B' }),
      // One sale in a neighbouring postcode of the same sector, one in another sector.
      sale({
        paon: '1',
        postcode: 'AB1 2CE',
        street: 'MILL LANE',
        price: 250_000,
        transferDate: '2025-05-05',
      }),
      sale({
        paon: '3',
        postcode: 'AB1 3CD',
        street: 'MILL LANE',
        price: 800_000,
        transferDate: '2025-05-05',
      }),
    ]);
  });

  const sales = async (postcode: string, identifier?: string) => {
    const query = identifier === undefined ? '' : `?identifier=${encodeURIComponent(identifier)}`;
    const response = await call('GET', `/api/address/sales/${postcode}${query}`, tokens.client);
    expect(response.statusCode).toBe(200);
    return salesResponseSchema.strict().parse(response.json()).data.address.result.items;
  };

  it("lists a property's sales newest first, matched by premise or address line", async () => {
    const house = await sales('ab12cd', '10');
    expect(house.map((item) => [item.price, item.date])).toEqual([
      [300_000, '2024-06-01'],
      [200_000, '2012-03-09'],
    ]);
    expect(house[0]).toMatchObject({
      property_type: 'S',
      paon: '10',
      saon: '',
      street: 'HIGH STREET',
      town: 'EXAMPLETON',
      postcode: 'AB1 2CD',
      new_build: false,
      tenure: 'F',
      category: 'A',
    });
    expect(await sales('AB1%202CD', '10 High Street, Exampleton, AB1 2CD')).toHaveLength(2);
    const flat = await sales('AB12CD', 'Flat 1, 10 High Street');
    expect(flat.map((item) => item.price)).toEqual([150_000]);
    expect(await sales('AB12CD', '11')).toEqual([]);
  });

  it('lists every sale in the postcode without an identifier', async () => {
    const all = await sales('AB12CD');
    expect(all).toHaveLength(6);
    expect(all.map((item) => item.date)).toEqual([...all.map((item) => item.date)].sort().reverse());
  });

  it('refuses an over-long identifier and a bad postcode', async () => {
    const long = await call('GET', `/api/address/sales/AB12CD?identifier=${'x'.repeat(301)}`, tokens.client);
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toEqual(['identifier']);
    expect((await call('GET', '/api/address/sales/AB1', tokens.client)).statusCode).toBe(422);
    expect((await call('GET', '/api/address/valuation/AB1', tokens.client)).statusCode).toBe(422);
  });

  const valuation = async (postcode: string) => {
    const response = await call('GET', `/api/address/valuation/${postcode}`, tokens.client);
    expect(response.statusCode).toBe(200);
    return valuationResponseSchema.strict().parse(response.json()).data.address.data;
  };

  // Over the five years to the clock's day (21 November 2021 is the window's first day).
  it.each([
    // 300,000, 150,000 and 400,000.
    [
      "averages the postcode's standard sales over the last five years",
      'AB12CD',
      283_333,
      3,
      'postcode',
      'AB1 2CD',
    ],
    [
      "uses the sector's sales when the postcode has fewer than three",
      'AB12CE',
      275_000,
      4,
      'sector',
      'AB1 2',
    ],
  ])('%s', async (_, postcode, average, count, basis, area) => {
    expect(await valuation(postcode)).toEqual({
      average,
      count,
      from: '2021-11-21',
      to: '2026-11-21',
      basis,
      area,
    });
  });

  it("has no average when the postcode's sector has no sales either", async () => {
    expect(await valuation('AB99ZZ')).toMatchObject({
      average: null,
      count: 0,
      basis: 'sector',
      area: 'AB9 9',
    });
  });

  it('moves the window with the clock', async () => {
    clock.set(new Date('2026-11-22T00:30:00Z'));
    try {
      // 21 November 2021 has left the window: two sales remain, so the sector's (three) is used.
      expect(await valuation('AB12CD')).toMatchObject({
        from: '2021-11-22',
        to: '2026-11-22',
        count: 3,
        average: Math.round((300_000 + 150_000 + 250_000) / 3),
        basis: 'sector',
      });
    } finally {
      clock.set(new Date('2026-11-21T10:30:00Z'));
    }
  });
});

describe('the demo seed', () => {
  it("gives ZZ1 1ZZ's addresses sales and a valuation, and is idempotent", async () => {
    await seedDemoPricePaid(database.db, clock.now());
    await seedDemoPricePaid(database.db, clock.now());
    const rose = await sales2('Rose Cottage');
    expect(rose).toHaveLength(2);
    const response = await call('GET', '/api/address/valuation/ZZ11ZZ', tokens.client);
    expect(response.json().data.address.data).toMatchObject({ basis: 'postcode', count: 4 });
    const mill = await call('GET', '/api/address/valuation/ZZ11ZY', tokens.client);
    expect(mill.json().data.address.data).toMatchObject({ basis: 'sector', count: 5, area: 'ZZ1 1' });
  });

  const sales2 = async (identifier: string) =>
    (
      await call(
        'GET',
        `/api/address/sales/ZZ11ZZ?identifier=${encodeURIComponent(identifier)}`,
        tokens.client,
      )
    ).json().data.address.result.items;
});
