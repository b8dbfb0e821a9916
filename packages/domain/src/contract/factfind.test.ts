import { describe, expect, it } from 'vitest';
import { emptyFactFind } from '../factfind/empty-fact-find.ts';
import {
  answerUpdateRequestSchema,
  factFindUpdateRequestSchema,
  portalChangesResponseSchema,
} from './factfind.ts';

describe('factFindUpdateRequestSchema', () => {
  it('accepts each of the four forms', () => {
    for (const body of [
      { updates: { personal_details_client1: { first_name: 'James' } } },
      { updates: { joint: true } },
      { lastCompletedStep: 'employment' },
      { item: { category: 'dependants', property: 'items', index: 0, value: { first_name: 'Lily' } } },
      { remove: { category: 'dependants', property: 'items', index: 0 } },
    ]) {
      expect(factFindUpdateRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(true);
    }
  });

  it('refuses mixed, empty, unknown and malformed forms', () => {
    for (const body of [
      {},
      { updates: {} },
      { updates: { joint: true }, lastCompletedStep: 'employment' },
      { updates: { 'Bad Name': 1 } },
      { item: { category: 'dependants', property: 'items', index: -1, value: {} } },
      { item: { category: 'dependants', property: 'items', index: 0, value: 'x' } },
      { remove: { category: 'dependants', property: 'items' } },
      { other: 1 },
    ]) {
      expect(factFindUpdateRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });
});

describe('answerUpdateRequestSchema', () => {
  it('needs a value, which may be null', () => {
    expect(answerUpdateRequestSchema.safeParse({ value: null }).success).toBe(true);
    expect(answerUpdateRequestSchema.safeParse({ value: ['a', 'b'] }).success).toBe(true);
    expect(answerUpdateRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('portalChangesResponseSchema', () => {
  it('describes an empty fact-find', () => {
    const empty = emptyFactFind();
    expect(portalChangesResponseSchema.strict().parse(empty)).toEqual(empty);
  });
});
