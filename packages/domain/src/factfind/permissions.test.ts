import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Permissions } from '../contract/auth.ts';
import { can, expandTemplatePermissions, permissionActions, resolvePermissions } from './permissions.ts';

describe('expandTemplatePermissions', () => {
  it('sets all five flags to the one stored value', () => {
    expect(expandTemplatePermissions({ 'fact-find.assets': false, 'fact-find.income': true })).toEqual({
      'fact-find.assets': { create: false, read: false, update: false, delete: false, forceDelete: false },
      'fact-find.income': { create: true, read: true, update: true, delete: true, forceDelete: true },
    });
  });
});

describe('resolvePermissions and can', () => {
  it('allows what no entry mentions', () => {
    expect(can({}, 'personal_details_client1', 'update')).toBe(true);
    expect(can({ 'fact-find.other': { update: false } }, 'personal_details_client1', 'update')).toBe(true);
  });

  it('denies what a matching entry denies, by bare or prefixed name', () => {
    const permissions = resolvePermissions(expandTemplatePermissions({ 'fact-find.assets': false }), {});
    expect(can(permissions, 'assets', 'update')).toBe(false);
    expect(can(permissions, 'fact-find.assets', 'read')).toBe(false);
  });

  it('lets the user’s own flags override the template flag by flag', () => {
    const permissions = resolvePermissions(expandTemplatePermissions({ 'fact-find.assets': false }), {
      'fact-find.assets': { read: true },
      'fact-find.income': { delete: false },
    });
    expect(can(permissions, 'assets', 'read')).toBe(true);
    expect(can(permissions, 'assets', 'update')).toBe(false);
    expect(can(permissions, 'income', 'delete')).toBe(false);
    expect(can(permissions, 'income', 'update')).toBe(true);
  });

  it('decides by the user flag when set, else the template flag, else allows', () => {
    const flag = fc.option(fc.boolean(), { nil: undefined });
    fc.assert(
      fc.property(flag, flag, fc.constantFrom(...permissionActions), (template, user, action) => {
        const templatePermissions =
          template === undefined ? {} : expandTemplatePermissions({ 'fact-find.x': template });
        const userPermissions: Permissions = user === undefined ? {} : { 'fact-find.x': { [action]: user } };
        const expected = user ?? template ?? true;
        expect(can(resolvePermissions(templatePermissions, userPermissions), 'x', action)).toBe(expected);
      }),
    );
  });
});
