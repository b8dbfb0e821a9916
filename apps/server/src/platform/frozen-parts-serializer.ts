import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodObject, type ZodType, z } from 'zod';
import { isDeeplyFrozen } from './deep-freeze.ts';

// A response serializer for a z.object schema that writes exactly the bytes of fastify-type-provider-zod's
// serializerCompiler (app.ts): every declared field encoded by its schema, in the schema's order, undeclared fields
// dropped, JSON.stringify. The fields named in `frozenFields` are encoded once per value when that value is deeply
// frozen (an immutable object always encodes to the same JSON) and their JSON is reused while the object lives; the
// other fields are encoded together by the schema without them. GET …/portal/changes sends the template context's
// page sections, permissions and settings with every answer, the same frozen objects for every client of a template
// (features/factfind/template-context.ts). Measured in bench/README.md ("save and read").
// A value that is not deeply frozen is encoded on every call, as before; a response that fails the schema anywhere
// goes through the ordinary encoder, so the error thrown is the one it would have thrown.
export function frozenPartsSerializer<Shape extends Record<string, ZodType>>(
  schema: ZodObject<Shape>,
  frozenFields: (keyof Shape & string)[],
  route: { method: string; url: string },
): (data: unknown) => string {
  // Only a stripping object: a strict or loose one (a catchall) would answer for keys outside its shape.
  if (schema.def.catchall !== undefined)
    throw new Error('frozenPartsSerializer: a z.object without catchall');
  // The other fields, encoded together by one schema (its output keeps the shape's order of keys).
  const rest = schema.omit(Object.fromEntries(frozenFields.map((key) => [key, true])) as never);
  // Parsing and encoding differ only through codecs, transforms, pipes, defaults and the like; for a schema made of
  // none of them the two give the same output, and parsing takes zod's compiled fast path (encoding does not).
  const encodeRest = isDirectionless(rest)
    ? (data: unknown) => rest.safeParse(data)
    : (data: unknown) => z.safeEncode(rest, data as never);
  const fields = Object.entries(schema.shape).map(([key, fieldSchema]) => ({
    key,
    prefix: `${JSON.stringify(key)}:`,
    frozen: frozenFields.includes(key)
      ? { schema: fieldSchema, memo: new WeakMap<object, string | undefined>() }
      : null,
  }));

  const slow = (data: unknown): string => {
    const result = z.safeEncode(schema, data as never);
    if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
    return JSON.stringify(result.data);
  };

  return (data) => {
    if (data === null || typeof data !== 'object' || Array.isArray(data)) return slow(data);
    const input = data as Record<string, unknown>;
    const encoded = encodeRest(data);
    if (encoded.error) return slow(data);
    const output = encoded.data as Record<string, unknown>;
    let json = '{';
    for (const field of fields) {
      let part: string | undefined;
      if (field.frozen) {
        const value = input[field.key];
        const isObject = value !== null && typeof value === 'object';
        if (isObject && field.frozen.memo.has(value)) {
          part = field.frozen.memo.get(value);
        } else {
          const result = z.safeEncode(field.frozen.schema, value as never);
          if (result.error) return slow(data);
          part = JSON.stringify(result.data);
          if (isObject && isDeeplyFrozen(value)) field.frozen.memo.set(value, part);
        }
      } else {
        part = JSON.stringify(output[field.key]);
      }
      // An undefined value (an optional field left out) is left out of the JSON, as JSON.stringify does.
      if (part !== undefined) json += (json.length > 1 ? ',' : '') + field.prefix + part;
    }
    return `${json}}`;
  };
}

// Whether a schema is built only of kinds that check and strip without converting anything.
const plainKinds = new Set(['string', 'number', 'boolean', 'literal', 'enum', 'unknown', 'null']);
export function isDirectionless(schema: ZodType): boolean {
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (plainKinds.has(def.type)) return true;
  switch (def.type) {
    case 'object':
      return (
        (def.catchall === undefined || isDirectionless(def.catchall as ZodType)) &&
        Object.values(def.shape as Record<string, ZodType>).every(isDirectionless)
      );
    case 'record':
      return isDirectionless(def.keyType as ZodType) && isDirectionless(def.valueType as ZodType);
    case 'array':
      return isDirectionless(def.element as ZodType);
    case 'optional':
    case 'nullable':
      return isDirectionless(def.innerType as ZodType);
    case 'union':
      return (def.options as ZodType[]).every(isDirectionless);
    default:
      return false;
  }
}

// For a route's `serializerCompiler` option: the schema given for each status code the route declares.
export function frozenPartsSerializerCompiler<Shape extends Record<string, ZodType>>(
  schema: ZodObject<Shape>,
  frozenFields: (keyof Shape & string)[],
): FastifySerializerCompiler<unknown> {
  return ({ schema: given, method, url }) => {
    if (given !== schema) throw new Error(`${method} ${url}: this serializer is for one schema only`);
    return frozenPartsSerializer(schema, frozenFields, { method, url });
  };
}
