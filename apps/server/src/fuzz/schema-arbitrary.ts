import fc from 'fast-check';

// A JSON Schema as z.toJSONSchema writes it (draft 2020-12), the parts this generator reads.
export type JsonSchema = {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
};

// Bodies kept small: the point is to reach the handlers, not to time the parser (mutations.ts goes big).
const maxStringLength = 40;
const maxArrayLength = 4;
const maxDictionaryKeys = 3;

const day = (offset: number) =>
  new Date(Date.UTC(2026, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10);

// Refinements (a real date, an email, a colour) do not survive into JSON Schema; a plain string of the right
// name is the likelier one to get past them, so a field's name picks its strings where the schema is silent.
function hintedString(name: string): fc.Arbitrary<string> | null {
  if (/email/i.test(name))
    return fc.oneof(
      fc
        .tuple(
          fc.stringMatching(/^[a-z][a-z0-9.]{0,12}[a-z0-9]$/),
          fc.constantFrom('example.test', 'example.com'),
        )
        .map(([local, domain]) => `${local}@${domain}`),
      fc.emailAddress(),
    );
  if (/colou?r/i.test(name)) return fc.constantFrom('#009ca6', '#000000', '#ffffff', '#123abc');
  if (/(^|_)(date|from|to|dob)$|date_|_date/i.test(name)) return fc.integer({ min: -400, max: 800 }).map(day);
  if (/^times?$|_time$/i.test(name))
    return fc
      .tuple(fc.integer({ min: 7, max: 19 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  if (/url|link/i.test(name)) return fc.webUrl();
  if (/^isin$/i.test(name)) return fc.constantFrom('US0378331005', 'GB0002634946', 'IE00B4L5Y983');
  if (/currency/i.test(name)) return fc.constantFrom('GBP', 'EUR', 'USD');
  if (/postcode/i.test(name)) return fc.constantFrom('BA1 1AA', 'SW1A 1AA');
  if (/telephone|phone/i.test(name)) return fc.constantFrom('+447700900123', '07700 900123');
  return null;
}

function stringArbitrary(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? maxStringLength, maxStringLength));
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (value: string) =>
    value.length >= minLength &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (pattern?.test(value) ?? true);
  const hinted = hintedString(name);
  let matching: fc.Arbitrary<string> | null = null;
  if (pattern) {
    try {
      matching = fc.stringMatching(pattern);
    } catch {
      // A pattern fast-check cannot invert (a lookahead): the other strings below, which the route may refuse.
    }
  }
  const plain = fc.string({ minLength, maxLength, unit: 'grapheme' });
  // Never a filter (one that rarely passes would spin forever): a value that does not fit gives way to another.
  const preferring = (first: fc.Arbitrary<string>, second: fc.Arbitrary<string>) =>
    fc.tuple(first, second).map(([a, b]) => (fits(a) ? a : b));
  if (matching) {
    const fitting = preferring(matching, matching);
    // A date pattern says YYYY-MM-DD, not which ones are real: the name's hint first, where it fits.
    return hinted ? fc.oneof({ weight: 3, arbitrary: preferring(hinted, fitting) }, fitting) : fitting;
  }
  if (hinted)
    return fc.oneof({ weight: 4, arbitrary: preferring(hinted, plain) }, { weight: 1, arbitrary: plain });
  // The longest value the contract allows, now and then: the boundary a column width must hold.
  const longest = schema.maxLength !== undefined ? [fc.constant('é'.repeat(schema.maxLength))] : [];
  return fc.oneof({ weight: 6, arbitrary: plain }, ...longest.map((arbitrary) => ({ weight: 1, arbitrary })));
}

function numberBounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : Number.EPSILON;
  const min =
    schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : (schema.minimum ?? -1_000_000);
  const max =
    schema.exclusiveMaximum !== undefined
      ? schema.exclusiveMaximum - step
      : (schema.maximum ?? 1_000_000_000);
  return { min, max };
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(properties).map(
    ([key, value]) => [key, arbitraryFromJsonSchema(value, key, depth + 1)] as const,
  );
  const requiredKeys = entries.map(([key]) => key).filter((key) => required.has(key));
  // Now and then the required fields alone: the smallest body the contract takes (its defaults fill the rest).
  const record = fc.oneof(
    { weight: 4, arbitrary: fc.record(Object.fromEntries(entries), { requiredKeys }) },
    {
      weight: 1,
      arbitrary: fc.record(Object.fromEntries(entries.filter(([key]) => required.has(key)))),
    },
  );
  const confirmed = Object.keys(properties).filter((key) => `${key}_confirmation` in properties);
  const extra = schema.additionalProperties;
  if (typeof extra !== 'object') return confirmed.length > 0 ? withConfirmations(record, confirmed) : record;
  const keys = schema.propertyNames
    ? stringArbitrary(schema.propertyNames, 'key')
    : fc.string({ maxLength: 20 });
  const dictionary = fc.dictionary(keys, arbitraryFromJsonSchema(extra, 'value', depth + 1), {
    maxKeys: maxDictionaryKeys,
  });
  return fc.tuple(record, dictionary).map(([known, more]) => ({ ...more, ...known }));
}

// A `password` beside its `password_confirmation` mostly repeats it, as a person filling in the form would.
function withConfirmations(
  record: fc.Arbitrary<Record<string, unknown>>,
  keys: string[],
): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(record, fc.integer({ min: 0, max: 3 })).map(([value, dice]) => {
    if (dice === 0) return value;
    const copy = { ...value };
    for (const key of keys) if (key in copy) copy[`${key}_confirmation`] = copy[key];
    return copy;
  });
}

// Values a JSON Schema accepts (up to the refinements it cannot state), for fast-check to pick from.
export function arbitraryFromJsonSchema(schema: JsonSchema, name = 'body', depth = 0): fc.Arbitrary<unknown> {
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0)
    return fc.oneof(...branches.map((branch) => arbitraryFromJsonSchema(branch, name, depth)));
  if (schema.allOf && schema.allOf.length > 0)
    return arbitraryFromJsonSchema(schema.allOf[0] ?? {}, name, depth);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => arbitraryFromJsonSchema({ ...schema, type }, name, depth)));
  switch (types[0]) {
    case 'object':
      return objectArbitrary(schema, depth);
    case 'array':
      return fc.array(arbitraryFromJsonSchema(schema.items ?? {}, name, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(
          schema.minItems ?? 0,
          Math.min(schema.maxItems ?? maxArrayLength, maxArrayLength),
        ),
      });
    case 'string':
      return stringArbitrary(schema, name);
    case 'integer': {
      const { min, max } = numberBounds(schema, true);
      return fc.oneof(
        fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) }),
        fc.constantFrom(Math.max(min, -(2 ** 53 - 1)), Math.min(max, 2 ** 53 - 1)),
      );
    }
    case 'number': {
      const { min, max } = numberBounds(schema, false);
      // Amounts and units are mostly written to a few decimals; any double now and then.
      const cents = fc
        .integer({ min: Math.ceil(Math.max(min, -1e9) * 100), max: Math.floor(Math.min(max, 1e9) * 100) })
        .map((n) => n / 100);
      return fc.oneof(
        { weight: 3, arbitrary: cents },
        { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      // `{}`: the contract accepts anything here (z.unknown()), so anything JSON can say.
      return depth > 3 ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  }
}
