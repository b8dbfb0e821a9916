import { portalChangesResponseSchema } from '@atrium/domain/contract/factfind';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze } from './deep-freeze.ts';
import { frozenPartsSerializer, isDirectionless } from './frozen-parts-serializer.ts';

const route = { method: 'GET', url: '/api/clients/:clientId/portal/changes' };
const zodSerializer = serializerCompiler({
  schema: portalChangesResponseSchema,
  ...route,
  httpStatus: '200',
});
const frozenFields = ['defaultPageSections', 'templatePermissions', 'templateSettings'] as const;

const flags = (read: boolean) => ({ create: read, read, update: read, delete: false, forceDelete: false });
const context = () => ({
  defaultPageSections: { personal_details: ['personal_details_client1', 'personal_details_client2'] },
  templatePermissions: { personal_details_client1: flags(true), dependants: flags(false) },
  templateSettings: { show_fund_input: false },
});

type Context = Record<keyof ReturnType<typeof context>, unknown>;

function response(ctx: Context) {
  return {
    id: 7,
    factFind: { joint: true, personal_details_client1: { first_name: 'Ann', nested: { b: 1, a: [1, 'x'] } } },
    status: 'draft',
    customPages: [],
    ...ctx,
    templateBaseIdentifier: 'base',
    lastCompletedStep: null,
    factFindsCreated: 1,
    lastUpdated: '2026-11-25T02:00:00.000Z',
    adviser: { id: 3, name: 'Adviser' },
    returnNote: null,
  };
}

describe('frozenPartsSerializer', () => {
  const serialize = frozenPartsSerializer(portalChangesResponseSchema, [...frozenFields], route);

  it('writes the same bytes as the zod serializer, frozen parts or not, on first and later use', () => {
    const frozen = deepFreeze(context());
    for (const ctx of [context(), frozen, frozen, context()]) {
      const body = response(ctx);
      expect(serialize(body)).toBe(zodSerializer(body));
    }
  });

  it('drops undeclared fields at every level, as the zod serializer does', () => {
    const ctx = deepFreeze({
      ...context(),
      templateSettings: { show_fund_input: true, secret: 'x' },
      templatePermissions: { dependants: { ...flags(true), hidden: 1 } },
    });
    const body = {
      ...response(ctx),
      passwordHash: 'never',
      adviser: { id: 3, name: 'Adviser', email: 'a@b.c' },
      returnNote: { note: 'n', returnedAt: '2026-11-25T02:00:00.000Z', returnedBy: null, extra: 1 },
    };
    for (let i = 0; i < 2; i++) {
      const json = serialize(body);
      expect(json).toBe(zodSerializer(body));
      expect(json).not.toMatch(/secret|hidden|never|a@b\.c|extra/);
    }
  });

  it('leaves optional fields out when undefined, as JSON.stringify does', () => {
    const body = { ...response(deepFreeze(context())), id: undefined, returnNote: undefined };
    expect(serialize(body)).toBe(zodSerializer(body));
    expect(serialize(body)).toMatch(/^\{"factFind":/);
    expect(serialize(body)).not.toContain('returnNote');
  });

  it('encodes again a part that is not deeply frozen, so a change to it is sent', () => {
    const ctx = context();
    Object.freeze(ctx.templateSettings);
    Object.freeze(ctx.defaultPageSections); // its arrays are not frozen
    const body = response(ctx);
    expect(serialize(body)).toBe(zodSerializer(body));
    ctx.defaultPageSections.personal_details.push('changed');
    expect(serialize(body)).toContain('changed');
    expect(serialize(body)).toBe(zodSerializer(body));
  });

  it('throws the zod serializer’s error for an invalid response', () => {
    const body = { ...response(deepFreeze(context())), status: 'bogus' };
    expect(() => zodSerializer(body)).toThrow();
    let thrown: unknown;
    try {
      serialize(body);
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
    const invalidFrozen = {
      ...response(deepFreeze({ ...context(), templateSettings: { show_fund_input: 1 } })),
    };
    expect(() => serialize(invalidFrozen)).toThrow();
  });

  it('refuses a schema that would answer for keys outside its shape', () => {
    expect(() => frozenPartsSerializer(z.looseObject({ a: z.string() }), ['a'], route)).toThrow();
    expect(() => frozenPartsSerializer(z.strictObject({ a: z.string() }), ['a'], route)).toThrow();
  });

  it('parses only a schema that converts nothing; one with a codec, transform or default is encoded', () => {
    expect(isDirectionless(portalChangesResponseSchema)).toBe(true);
    const codec = z.codec(z.string(), z.number(), { decode: Number, encode: String });
    expect(isDirectionless(z.object({ a: z.array(z.object({ b: codec })) }))).toBe(false);
    expect(isDirectionless(z.object({ a: z.string().transform((v) => v.length) }))).toBe(false);
    expect(isDirectionless(z.object({ a: z.string().default('x') }))).toBe(false);
    expect(isDirectionless(z.object({ a: z.record(z.string(), z.number().pipe(z.number())) }))).toBe(false);
    const schema = z.object({ kept: z.string(), frozen: z.object({ n: z.number() }), amount: codec });
    const zodOf = serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    const ours = frozenPartsSerializer(schema, ['frozen'], route);
    const body = { kept: 'k', frozen: deepFreeze({ n: 1, x: 2 }), amount: 5, extra: true };
    expect(ours(body)).toBe(zodOf(body));
    expect(ours(body)).toBe('{"kept":"k","frozen":{"n":1},"amount":"5"}');
  });
});
