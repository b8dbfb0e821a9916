import fc from 'fast-check';

// The seed of every property in this folder: fixed so CI is repeatable, overridable to explore
// (FUZZ_SEED=123 npm run test:fuzz); printed so a failure can be replayed.
export const fuzzSeed = Number(process.env.FUZZ_SEED ?? 20_260_302);
export const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 8);

const hostileSegments = [
  '..',
  '.',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%00',
  'a%00b',
  '%E0%A4%A',
  '%C0%AF',
  '%FF%FE',
  '%',
  '%%',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '+1',
  ' 1',
  'NaN',
  'Infinity',
  '2147483648',
  '99999999999999999999999',
  '9'.repeat(600),
  '__proto__',
  'constructor',
  'null',
  '%F0%9F%92%A9',
] as const;

// A path parameter: a real id of client A's world, a number out of range, or something hostile.
export const pathSegment = (validIds: string[]) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...validIds) },
    { weight: 2, arbitrary: fc.constantFrom(...hostileSegments) },
    { weight: 2, arbitrary: fc.integer({ min: -3, max: 2 ** 40 }).map(String) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(encodeURIComponent) },
  );

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom('', 'true', 'null', '-1', '%ZZ', '1e999', 'a'.repeat(5000)),
);

// A query string: arbitrary keys and values, repeated keys, and raw malformed escapes.
export const queryString = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'page',
            'per_page',
            'q',
            'category',
            'status',
            'sort',
            'from',
            'to',
            'id',
            '__proto__',
            'search',
            'year',
          ),
          fc.string({ maxLength: 12 }),
        ),
        queryValue,
      ),
      { maxLength: 5 },
    )
    .map(
      (pairs) => `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`,
    ),
  fc.constantFrom('?%ZZ=1', '?a=%E0%A4%A', '?page[]=1&page[]=2', '?&&&=&', '?q=%00', '?__proto__[admin]=1'),
);

const jsonText = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
  {
    weight: 3,
    arbitrary: fc
      .dictionary(
        fc.oneof(
          fc.constantFrom(
            'updates',
            'value',
            'email',
            'password',
            'name',
            'title',
            'url',
            'body',
            'code',
            'token',
            'step',
            'item',
            'category',
            'enabled',
            'current_password',
            'answers',
            'message',
            '__proto__',
            'constructor',
          ),
          fc.string({ maxLength: 10 }),
        ),
        fc.jsonValue({ maxDepth: 3 }),
        { maxKeys: 5 },
      )
      .map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'null',
      '""',
      '{"__proto__":{"admin":true}}',
      '\u0000',
      '{"a":"\ud800"}',
    ),
  },
);

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=zzz',
  'multipart/form-data',
  'application/octet-stream',
  'application/jsonx',
] as const;

export type FuzzBody = { payload: Buffer | undefined; contentType: string | undefined };

// A body: JSON (arbitrary or near the contract's shapes), malformed JSON, invalid UTF-8 bytes, or too large.
export const requestBody: fc.Arbitrary<FuzzBody> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      payload: jsonText.map((text) => Buffer.from(text, 'utf8')),
      contentType: fc.constantFrom<string | undefined>(
        'application/json',
        'application/json',
        ...contentTypes,
        undefined,
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      payload: fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
      contentType: fc.constantFrom<string | undefined>(...contentTypes, undefined),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      payload: fc.constantFrom(
        Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
        Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
        Buffer.from(`{"a":"${'x'.repeat(1024 * 1024 + 10)}"}`),
        Buffer.from(`${'['.repeat(5000)}${']'.repeat(5000)}`),
        Buffer.from(
          `--zzz\r\nContent-Disposition: form-data; name="file"; filename="../../x.pdf"\r\n\r\n%PDF-1.4\r\n--zzz--\r\n`,
        ),
      ),
      contentType: fc.constantFrom<string | undefined>(
        'application/json',
        'multipart/form-data; boundary=zzz',
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ payload: undefined, contentType: undefined }) },
);

// Extra headers: an Idempotency-Key, proxies' headers, odd languages and content lengths, random names.
export const extraHeaders = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'idempotency-key',
      'x-forwarded-for',
      'x-forwarded-proto',
      'accept-language',
      'user-agent',
      'origin',
      'cookie',
      'x-socket-id',
      'if-none-match',
      'range',
      'accept',
    ),
    fc.string({
      minLength: 1,
      maxLength: 12,
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz-'.split('')),
    }),
  ),
  fc.oneof(
    fc.string({
      maxLength: 40,
      unit: fc.constantFrom(...' !#$%&()*+,-./0123456789:;<=>?@ABCXYZ[]^_`abcxyz{|}~'.split('')),
    }),
    fc.uuid(),
    fc.constantFrom(
      'bytes=0-0',
      'bytes=-1',
      'bytes=999999-',
      '*/*',
      'en;q=x',
      '__proto__',
      '1.1.1.1, 2.2.2.2',
    ),
  ),
  { maxKeys: 3 },
);

// Callers that are no caller: none, a token that was never issued, another scheme, an empty or oversized one (the
// route property, route-property.ts, sends these beside each route's real callers).
export const hostileAuthorisation: fc.Arbitrary<string> = fc.constantFrom(
  'none',
  'Bearer not-a-token-at-all-xxxxxxxxxx',
  'Basic YTpi',
  'Bearer ',
  `Bearer ${'A'.repeat(300)}`,
);
