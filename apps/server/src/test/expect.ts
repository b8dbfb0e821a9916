import { expect } from 'vitest';

// A 422 whose errors name exactly these fields, in any order.
export function expectInvalidFields(
  response: { statusCode: number; body: string; json(): { errors: Record<string, unknown> } },
  fields: string[],
) {
  expect(response.statusCode, response.body).toBe(422);
  expect(Object.keys(response.json().errors).sort()).toEqual([...fields].sort());
}
