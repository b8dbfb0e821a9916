import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppError } from './errors.ts';
import { validatorCompiler } from './validation.ts';

const validate = (schema: z.ZodType, data: unknown) =>
  validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' })(data) as {
    value?: unknown;
    error?: AppError;
  };

// The fuzz suite found a NUL in a link's description reaching PostgreSQL (which cannot store it) as a 500.
describe('a NUL character in a request', () => {
  const schema = z.object({
    title: z.string(),
    tags: z.array(z.string()),
    data: z.record(z.string(), z.unknown()),
  });

  it('is refused beside the field that holds it, in a value or a key, at any depth', () => {
    const result = validate(schema, {
      title: 'a\u0000b',
      tags: ['ok', '\u0000'],
      data: { nested: { deeper: 'x\u0000' }, 'key\u0000': 1 },
    });
    expect(result.error?.options.errors).toEqual({
      title: ['This field may not contain a NUL character.'],
      'tags.1': ['This field may not contain a NUL character.'],
      'data.nested.deeper': ['This field may not contain a NUL character.'],
      'data.key\u0000': ['This field may not contain a NUL character.'],
    });
  });

  it('leaves input without one as the schema parsed it', () => {
    const body = { title: 'Plan', tags: ['a'], data: { note: 'line\nbreak' } };
    expect(validate(schema, body)).toEqual({ value: body });
  });

  // A recursive walk overflowed the stack at about 3 000 levels (a 500); the walk is a loop now.
  it('is found at the bottom of a value nested far deeper than the call stack allows', () => {
    let value: unknown = 'bottom\u0000';
    for (let level = 0; level < 200_000; level++) value = [value];
    const result = validate(z.object({ value: z.unknown() }), { value });
    expect(Object.keys(result.error?.options.errors ?? {})).toEqual([
      ['value', ...Array(200_000).fill('0')].join('.'),
    ]);
    expect(validate(z.object({ value: z.unknown() }), { value: [[['clean']]] })).toEqual({
      value: { value: [[['clean']]] },
    });
  });
});
