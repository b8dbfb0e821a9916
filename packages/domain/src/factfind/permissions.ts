import type { PermissionFlags, Permissions } from '../contract/auth.ts';

export type PermissionAction = keyof PermissionFlags;

export const permissionActions: PermissionAction[] = ['create', 'read', 'update', 'delete', 'forceDelete'];

// A firm template stores one allowed/denied value per 'fact-find.{name}'; it is expanded to all five flags.
export type TemplatePermissionSettings = Record<string, boolean>;

// Accepts 'personal_details_client1' or 'fact-find.personal_details_client1'.
export function permissionKey(name: string): string {
  return name.startsWith('fact-find.') ? name : `fact-find.${name}`;
}

export function expandTemplatePermissions(
  settings: TemplatePermissionSettings,
): Record<string, PermissionFlags> {
  const expanded: Record<string, PermissionFlags> = {};
  for (const [key, allowed] of Object.entries(settings)) {
    expanded[key] = {
      create: allowed,
      read: allowed,
      update: allowed,
      delete: allowed,
      forceDelete: allowed,
    };
  }
  return expanded;
}

// The template's flags, overlaid flag by flag by the user's own permissions.
export function resolvePermissions(
  templatePermissions: Record<string, Partial<PermissionFlags>>,
  userPermissions: Permissions,
): Permissions {
  const resolved: Permissions = {};
  for (const [key, flags] of Object.entries(templatePermissions)) resolved[key] = { ...flags };
  for (const [key, flags] of Object.entries(userPermissions)) resolved[key] = { ...resolved[key], ...flags };
  return resolved;
}

// Allowed unless a matching entry exists and denies it.
export function can(permissions: Permissions, name: string, action: PermissionAction): boolean {
  return permissions[permissionKey(name)]?.[action] !== false;
}

// A partner (person 2 of a household) can never have more than the household's client (person 1). Both
// are users' own entries over the same template (resolvePermissions), so a flag is denied if either denies it,
// granted if both grant it, and otherwise follows the template.
export function intersectPermissions(a: Permissions, b: Permissions): Permissions {
  const intersected: Permissions = {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const flags: Partial<PermissionFlags> = {};
    for (const action of permissionActions) {
      const left = a[key]?.[action];
      const right = b[key]?.[action];
      if (left === false || right === false) flags[action] = false;
      else if (left === true && right === true) flags[action] = true;
    }
    if (Object.keys(flags).length > 0) intersected[key] = flags;
  }
  return intersected;
}
