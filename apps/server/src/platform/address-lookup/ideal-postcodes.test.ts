import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressProviderFromConfig } from './from-config.ts';
import { createIdealPostcodesProvider } from './ideal-postcodes.ts';
import { AddressProviderError } from './provider.ts';

// A local stand-in for api.ideal-postcodes.co.uk answering as its documentation and published fixtures do
// (ideal-postcodes/api-fixtures: 2000-postcodes, 4040-postcodes, errors/4010, errors/4020).
const validKey = 'ak_test_valid';
const emptyKey = 'ak_test_no_balance';

const downingStreet = {
  postcode: 'SW1A 2AA',
  postcode_inward: '2AA',
  postcode_outward: 'SW1A',
  post_town: 'LONDON',
  dependant_locality: '',
  thoroughfare: 'Downing Street',
  building_number: '10',
  building_name: '',
  sub_building_name: '',
  organisation_name: 'Prime Minister & First Lord Of The Treasury',
  udprn: 23747771,
  line_1: 'Prime Minister & First Lord Of The Treasury',
  line_2: '10 Downing Street',
  line_3: '',
  premise: '10',
  longitude: -0.12767,
  latitude: 51.503541,
  country: 'England',
  traditional_county: 'Greater London',
  postal_county: 'London',
  county: 'London',
  district: 'Westminster',
  ward: "St James's",
  uprn: '100023336956',
};

const requests: IncomingMessage[] = [];
let server: Server;
let baseUrl: string;

function reply(request: IncomingMessage): { status: number; body: unknown } {
  const authorization = request.headers.authorization ?? '';
  const key = /^api_key="([^"]+)"$/.exec(authorization)?.[1];
  if (key === emptyKey) {
    return { status: 402, body: { code: 4020, message: 'Key balance depleted.' } };
  }
  if (key !== validKey) return { status: 401, body: { code: 4010, message: 'Invalid Key.' } };
  if (request.url === '/v1/postcodes/SW1A2AA') {
    return { status: 200, body: { result: [downingStreet], code: 2000, message: 'Success' } };
  }
  if (request.url === '/v1/postcodes/ZZ99ZZ') return { status: 500, body: 'oops' };
  if (request.url === '/v1/postcodes/ZZ88ZZ') return { status: 200, body: { unexpected: true } };
  return { status: 404, body: { code: 4040, message: 'Postcode Not Found' } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request);
    const { status, body } = reply(request);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('Ideal Postcodes adapter', () => {
  const provider = () => createIdealPostcodesProvider({ apiKey: validKey, baseUrl: `${baseUrl}/` });

  it('looks a postcode up with the key in the Authorization header, never the URL', async () => {
    const addresses = await provider().lookup('SW1A 2AA');
    expect(addresses).toEqual([
      {
        line1: 'Prime Minister & First Lord Of The Treasury',
        line2: '10 Downing Street',
        line3: '',
        town: 'LONDON',
        county: 'London',
        postcode: 'SW1A 2AA',
        premise: '10',
        uprn: '100023336956',
      },
    ]);
    const request = requests.at(-1);
    expect(request?.url).toBe('/v1/postcodes/SW1A2AA');
    expect(request?.url).not.toContain(validKey);
    expect(request?.headers.authorization).toBe(`api_key="${validKey}"`);
  });

  it('answers an unknown postcode (4040) with no addresses', async () => {
    expect(await provider().lookup('ZZ1 1ZZ')).toEqual([]);
  });

  it('fails with AddressProviderError on a refused key, an empty balance, a 500 or an unexpected body', async () => {
    const refused = createIdealPostcodesProvider({ apiKey: 'ak_wrong', baseUrl });
    await expect(refused.lookup('SW1A 2AA')).rejects.toThrow(/401 \(code 4010\)/);
    const depleted = createIdealPostcodesProvider({ apiKey: emptyKey, baseUrl });
    await expect(depleted.lookup('SW1A 2AA')).rejects.toThrow(/402 \(code 4020\)/);
    await expect(provider().lookup('ZZ9 9ZZ')).rejects.toBeInstanceOf(AddressProviderError);
    await expect(provider().lookup('ZZ8 8ZZ')).rejects.toThrow(/unexpected body/);
  });

  it('fails with AddressProviderError when nothing answers, without the key in the message', async () => {
    const closed = createIdealPostcodesProvider({ apiKey: validKey, baseUrl: 'http://127.0.0.1:9' });
    const error = await closed.lookup('SW1A 2AA').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AddressProviderError);
    expect(String(error)).not.toContain(validKey);
  });
});

describe('addressProviderFromConfig', () => {
  it('uses Ideal Postcodes when a key is configured and the demo dataset otherwise', async () => {
    const demo = addressProviderFromConfig({ addressLookup: { idealPostcodes: null } });
    expect(demo.name).toBe('demo');
    expect((await demo.lookup('ZZ1 1ZZ')).length).toBeGreaterThanOrEqual(3);
    expect(await demo.lookup('SW1A 2AA')).toEqual([]);
    const ideal = addressProviderFromConfig({
      addressLookup: { idealPostcodes: { apiKey: validKey, baseUrl } },
    });
    expect(ideal.name).toBe('ideal-postcodes');
    expect(await ideal.lookup('SW1A 2AA')).toHaveLength(1);
  });
});
