import fc from 'fast-check';

type Path = (string | number)[];

// Every place in a JSON value a mutation can land: the root and each nested property or element.
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  out.push(path);
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) pathsOf(item, [...path, index], out);
  } else if (isObject(value))
    for (const [key, item] of Object.entries(value)) pathsOf(item, [...path, key], out);
  return out;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// A deep copy through JSON, so a `__proto__` key below stays an own property rather than a prototype.
const clone = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

function at(root: unknown, path: Path): unknown {
  let node = root;
  for (const step of path) node = (node as Record<string | number, unknown>)[step];
  return node;
}

function replaceAt(root: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const parent = at(root, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = next;
  return root;
}

const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202egnp.exe',
  '\ufeff',
  'e\u0301\u0301\u0301',
  '💩'.repeat(50),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '../../../etc/passwd',
  '%00',
  // A template-injection probe, written as a plain string on purpose.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the probe
  '${7*7}{{7*7}}',
  '\r\nSet-Cookie: a=b',
  '0',
  'null',
  'NaN',
] as const;

const wrongValues = [
  null,
  true,
  0,
  -1,
  -0,
  0.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  '1',
  'true',
  [],
  [null],
  {},
  { $ne: null },
] as const;

type Mutation =
  | { kind: 'drop' }
  | { kind: 'wrongType'; value: unknown }
  | { kind: 'hostileString'; value: string }
  | { kind: 'huge'; length: number }
  | { kind: 'boundary'; delta: number }
  | { kind: 'pollute'; key: '__proto__' | 'constructor' | 'prototype' }
  | { kind: 'extraField'; key: string; value: unknown };

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant<Mutation>({ kind: 'drop' }),
  fc.constantFrom(...wrongValues).map((value): Mutation => ({ kind: 'wrongType', value })),
  fc
    .oneof(fc.constantFrom(...hostileStrings), fc.string({ unit: 'binary', maxLength: 30 }))
    .map((value): Mutation => ({ kind: 'hostileString', value })),
  fc.constantFrom(1024 * 64, 1024 * 600).map((length): Mutation => ({ kind: 'huge', length })),
  fc.constantFrom(-1, 1, 255, 256, 65_536).map((delta): Mutation => ({ kind: 'boundary', delta })),
  fc.constantFrom('__proto__', 'constructor', 'prototype').map((key): Mutation => ({ kind: 'pollute', key })),
  fc
    .tuple(
      fc.constantFrom('id', 'firm_id', 'user_id', 'role', 'is_admin', 'status', 'client_id'),
      fc.jsonValue(),
    )
    .map(([key, value]): Mutation => ({ kind: 'extraField', key, value })),
);

function apply(body: unknown, path: Path, change: Mutation): unknown {
  const root = clone(body);
  const target = at(root, path);
  switch (change.kind) {
    case 'drop': {
      if (path.length === 0) return undefined;
      const parent = at(root, path.slice(0, -1));
      const last = path[path.length - 1] as string | number;
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete (parent as Record<string, unknown>)[last];
      return root;
    }
    case 'wrongType':
      return replaceAt(root, path, change.value);
    case 'hostileString':
      return replaceAt(root, path, change.value);
    case 'huge':
      return replaceAt(root, path, typeof target === 'number' ? Number.MAX_VALUE : 'x'.repeat(change.length));
    case 'boundary':
      // One past a length limit the value already sits near, or a number nudged past its range.
      if (typeof target === 'string')
        return replaceAt(root, path, target + 'x'.repeat(Math.max(0, change.delta)));
      if (typeof target === 'number') return replaceAt(root, path, target + change.delta);
      if (Array.isArray(target))
        return replaceAt(root, path, [
          ...target,
          ...Array(Math.min(Math.max(0, change.delta), 2048)).fill(target[0] ?? 1),
        ]);
      return replaceAt(root, path, change.delta);
    case 'pollute': {
      const host = isObject(target) ? target : (at(root, path.slice(0, -1)) ?? root);
      if (!isObject(host)) return root;
      const payload =
        change.key === '__proto__' ? { isAdmin: true, role: 'admin' } : { prototype: { isAdmin: true } };
      Object.defineProperty(host, change.key, {
        value: payload,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      return root;
    }
    case 'extraField': {
      const host = isObject(target) ? target : root;
      if (isObject(host)) host[change.key] = change.value;
      return root;
    }
  }
}

// A near-valid body: one field dropped, of the wrong type, hostile, huge, just past a boundary, or a key
// that would pollute a prototype or smuggle a field the contract does not list.
export const mutatedBody = (valid: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.tuple(valid, fc.nat(), mutation).map(([body, pick, change]) => {
    const paths = pathsOf(body);
    return apply(body, paths[pick % paths.length] ?? [], change);
  });
