import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FieldDef } from './template.ts';
import { isFieldShown, isJoint, isVisible, readPath } from './visibility.ts';

describe('readPath', () => {
  it('reads scalars, properties and items', () => {
    const doc = { joint: true, a: { b: 'x' }, d: { items: [{ n: 1 }] } };
    expect(readPath(doc, 'joint')).toBe(true);
    expect(readPath(doc, 'a.b')).toBe('x');
    expect(readPath(doc, 'd.items.0.n')).toBe(1);
    expect(readPath(doc, 'a.b.c')).toBeUndefined();
    expect(readPath(doc, 'missing.b')).toBeUndefined();
  });
});

describe('isVisible', () => {
  it('treats no condition as visible', () => {
    expect(isVisible(undefined, {})).toBe(true);
  });

  it('shows client 2 only when joint is true', () => {
    const joint = { path: 'joint', equals: true };
    expect(isVisible(joint, { joint: true })).toBe(true);
    expect(isVisible(joint, { joint: false })).toBe(false);
    expect(isVisible(joint, {})).toBe(false);
    expect(isJoint({ joint: 'true' })).toBe(false);
  });

  it('supports in, notIn, all and any', () => {
    const doc = { e: { status: 'Employed' } };
    expect(isVisible({ path: 'e.status', in: ['Employed', 'Self-employed'] }, doc)).toBe(true);
    expect(isVisible({ path: 'e.status', in: ['Retired'] }, doc)).toBe(false);
    expect(isVisible({ path: 'e.status', notIn: ['Retired'] }, doc)).toBe(true);
    expect(isVisible({ path: 'e.status', notIn: ['Retired'] }, {})).toBe(true);
    expect(isVisible({ path: 'e.status', in: ['Employed'] }, {})).toBe(false);
    // Employed (true here) and joint (false here): all of them fails, any of them holds.
    const employedAndJoint = [
      { path: 'e.status', equals: 'Employed' },
      { path: 'joint', equals: true },
    ];
    expect(isVisible({ all: employedAndJoint }, doc)).toBe(false);
    expect(isVisible({ any: employedAndJoint }, doc)).toBe(true);
  });

  it('negates: notIn [v] is the opposite of in [v] for any value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (stored, candidate) => {
        const doc = { c: { p: stored } };
        expect(isVisible({ path: 'c.p', notIn: [candidate] }, doc)).toBe(
          !isVisible({ path: 'c.p', in: [candidate] }, doc),
        );
      }),
    );
  });

  it('all of nothing is visible and any of nothing is not', () => {
    expect(isVisible({ all: [] }, {})).toBe(true);
    expect(isVisible({ any: [] }, {})).toBe(false);
  });
});

describe('the conditions of the content after the first pages', () => {
  it('reads item.… paths from the item a field belongs to', () => {
    const salary = { path: 'item.type', in: ['salary'] };
    expect(isVisible(salary, {}, { item: { type: 'salary' } })).toBe(true);
    expect(isVisible(salary, {}, { item: { type: 'rental' } })).toBe(false);
    expect(isVisible(salary, { item: { type: 'salary' } })).toBe(false);
  });

  it('tells a date within some years of today, and a value filled in or not', () => {
    const recent = { path: 'a.moved_in', withinYears: 3 };
    const today = '2026-06-15';
    expect(isVisible(recent, { a: { moved_in: '2024-01-01' } }, { today })).toBe(true);
    expect(isVisible(recent, { a: { moved_in: '2023-06-15' } }, { today })).toBe(false);
    expect(isVisible(recent, { a: { moved_in: '2026-06-16' } }, { today })).toBe(false);
    expect(isVisible(recent, { a: {} }, { today })).toBe(false);
    const filled = { path: 'a.items', isFilled: true };
    expect(isVisible(filled, { a: { items: [{}] } })).toBe(true);
    expect(isVisible(filled, { a: { items: [] } })).toBe(false);
    expect(isVisible({ path: 'a.x', isFilled: false }, { a: { x: '' } })).toBe(true);
    expect(isVisible({ path: 'a.x', isFilled: false }, { a: { x: 0 } })).toBe(false);
  });

  it('hides a field behind a template setting until the firm turns it on', () => {
    const funds: FieldDef = { key: 'funds', label: 'Funds', type: 'holdings', setting: 'show_fund_input' };
    expect(isFieldShown(funds, {})).toBe(false);
    expect(isFieldShown(funds, {}, { settings: { show_fund_input: false } })).toBe(false);
    expect(isFieldShown(funds, {}, { settings: { show_fund_input: true } })).toBe(true);
    const hidden = { ...funds, visibleWhen: { path: 'item.type', equals: 'state' } };
    expect(isFieldShown(hidden, {}, { settings: { show_fund_input: true }, item: { type: 'dc' } })).toBe(
      false,
    );
  });
});
