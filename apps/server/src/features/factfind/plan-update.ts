import type { FactFindUpdateRequest, TypedValues } from '@atrium/domain/contract/factfind';
import {
  findPropertyField,
  findRepeatable,
  findScalarField,
  isKnownCategory,
} from '@atrium/domain/factfind/lookup';
import type { PermissionAction } from '@atrium/domain/factfind/permissions';
import type { FactFindData, SectionDef, Template } from '@atrium/domain/factfind/template';
import { validateFieldValue } from '@atrium/domain/factfind/validate';
import { readPath } from '@atrium/domain/factfind/visibility';

// One request's effect on the document, checked against the template and the document as the save read it (if the
// row changed before the write, the save is planned again under its lock: docs/decisions/012-optimistic-fact-find-saves.md).
// Each kind is applied by the repository as one UPDATE that rewrites only the categories it names.
export type SaveOp =
  | { kind: 'properties'; patches: { category: string; values: Record<string, unknown> }[] }
  | { kind: 'scalar'; category: string; value: unknown }
  | {
      kind: 'item';
      category: string;
      property: string;
      index: number;
      value: Record<string, unknown>;
      append: boolean;
    }
  | { kind: 'remove'; category: string; property: string; index: number }
  | { kind: 'step'; step: string };

// One audit row per saved property; `typed` is what the person typed where clamping kept another number.
export type Change = { path: string; oldValue: unknown; newValue: unknown; typed?: Record<string, string> };

export type Plan = { op: SaveOp; changes: Change[] };
export type PlanResult = { ok: true; plan: Plan } | { ok: false; errors: Record<string, string[]> };

export type PlanContext = { template: Template; steps: string[]; data: FactFindData; today: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const orNull = (value: unknown) => (value === undefined ? null : value);

// The categories a request touches and the permission each needs (the template's per-category permissions,
// packages/domain/src/factfind/permissions.ts), checked before anything else.
export function permissionsNeeded(
  request: FactFindUpdateRequest,
  data: FactFindData,
): { name: string; action: PermissionAction }[] {
  if ('updates' in request) return Object.keys(request.updates).map((name) => ({ name, action: 'update' }));
  if ('item' in request) {
    const { category, property, index } = request.item;
    const items = readPath(data, `${category}.${property}`);
    const exists = Array.isArray(items) && index < items.length;
    return [{ name: category, action: exists ? 'update' : 'create' }];
  }
  if ('remove' in request) return [{ name: request.remove.category, action: 'delete' }];
  return [];
}

function itemErrors(
  section: SectionDef,
  item: unknown,
  base: string,
  today: string,
): Record<string, string[]> {
  if (!isObject(item)) return { [base]: ['Each item must be an object of its properties.'] };
  const errors: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(item)) {
    const field = section.fields.find((candidate) => candidate.key === key);
    const error = field ? validateFieldValue(field, value, { today }) : 'This property does not exist.';
    if (error) errors[`${base}.${key}`] = [error];
  }
  return errors;
}

function planProperties(updates: Record<string, unknown>, ctx: PlanContext): PlanResult {
  const errors: Record<string, string[]> = {};
  const patches: { category: string; values: Record<string, unknown> }[] = [];
  const changes: Change[] = [];
  const entries = Object.entries(updates);

  for (const [category, body] of entries) {
    if (!isKnownCategory(ctx.template, category)) {
      errors[category] = ['This category does not exist.'];
      continue;
    }
    const scalar = findScalarField(ctx.template, category);
    if (scalar) {
      const error = validateFieldValue(scalar, body, { today: ctx.today });
      if (error) errors[category] = [error];
      else if (entries.length > 1) errors[category] = ['Save a scalar category on its own.'];
      else {
        const change = { path: category, oldValue: orNull(ctx.data[category]), newValue: body };
        return { ok: true, plan: { op: { kind: 'scalar', category, value: body }, changes: [change] } };
      }
      continue;
    }
    if (!isObject(body) || Object.keys(body).length === 0) {
      errors[category] = ['Send the category as an object of its properties.'];
      continue;
    }
    for (const [property, value] of Object.entries(body)) {
      const path = `${category}.${property}`;
      const field = findPropertyField(ctx.template, category, property);
      const repeatable = field ? null : findRepeatable(ctx.template, category, property);
      let error: string | null = null;
      if (field) error = validateFieldValue(field, value, { today: ctx.today });
      else if (repeatable) {
        // A whole list of items, as part of "a whole category".
        const max = repeatable.repeatable?.max;
        if (!Array.isArray(value)) error = 'Send the items as a list.';
        else if (max !== undefined && value.length > max) error = `Add at most ${max}.`;
        else {
          value.forEach((item, i) => {
            Object.assign(errors, itemErrors(repeatable, item, `${path}.${i}`, ctx.today));
          });
        }
      } else error = 'This property does not exist.';
      if (error) errors[path] = [error];
      else changes.push({ path, oldValue: orNull(readPath(ctx.data, path)), newValue: value });
    }
    patches.push({ category, values: body });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, plan: { op: { kind: 'properties', patches }, changes } };
}

function planItem(
  item: Extract<FactFindUpdateRequest, { item: unknown }>['item'],
  ctx: PlanContext,
): PlanResult {
  const { category, property, index, value } = item;
  const base = `${category}.${property}`;
  const section = findRepeatable(ctx.template, category, property);
  if (!section?.repeatable) return { ok: false, errors: { [base]: ['This list does not exist.'] } };
  const current = readPath(ctx.data, base);
  const items = Array.isArray(current) ? current : [];
  if (index > items.length)
    return { ok: false, errors: { [`${base}.${index}`]: ['There is no item at this position.'] } };
  const append = index === items.length;
  const max = section.repeatable.max;
  if (append && max !== undefined && items.length >= max) {
    return { ok: false, errors: { [base]: [`Add at most ${max}.`] } };
  }
  const errors = itemErrors(section, value, `${base}.${index}`, ctx.today);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const old = append ? null : items[index];
  const merged = { ...(isObject(old) ? old : {}), ...value };
  return {
    ok: true,
    plan: {
      op: { kind: 'item', category, property, index, value, append },
      changes: [{ path: `${base}.${index}`, oldValue: orNull(old), newValue: merged }],
    },
  };
}

function planRemove(
  remove: Extract<FactFindUpdateRequest, { remove: unknown }>['remove'],
  ctx: PlanContext,
): PlanResult {
  const { category, property, index } = remove;
  const base = `${category}.${property}`;
  if (!findRepeatable(ctx.template, category, property)) {
    return { ok: false, errors: { [base]: ['This list does not exist.'] } };
  }
  const current = readPath(ctx.data, base);
  if (!Array.isArray(current) || index >= current.length) {
    return { ok: false, errors: { [`${base}.${index}`]: ['There is no item at this position.'] } };
  }
  return {
    ok: true,
    plan: {
      op: { kind: 'remove', category, property, index },
      changes: [{ path: `${base}.${index}`, oldValue: orNull(current[index]), newValue: null }],
    },
  };
}

// The value a typed entry's path names in a change: the change's own value, or one property of the item it saved.
function valueAt(path: string, change: Change, side: 'oldValue' | 'newValue'): unknown {
  if (path === change.path) return change[side];
  const rest = path.startsWith(`${change.path}.`) ? path.slice(change.path.length + 1) : null;
  const value = change[side];
  return rest && !rest.includes('.') && isObject(value) ? value[rest] : undefined;
}

// What was typed is audit text, never a value: an entry is kept only beside a number this save changes to
// something other than what was typed (the clamped value the server has just validated itself).
function withTyped(result: PlanResult, typed: TypedValues | undefined): PlanResult {
  if (!result.ok || !typed) return result;
  const changes = result.plan.changes.map((change) => {
    const kept = Object.entries(typed).filter(([path, text]) => {
      const saved = valueAt(path, change, 'newValue');
      return (
        typeof saved === 'number' && text !== String(saved) && saved !== valueAt(path, change, 'oldValue')
      );
    });
    return kept.length > 0 ? { ...change, typed: Object.fromEntries(kept) } : change;
  });
  return { ok: true, plan: { ...result.plan, changes } };
}

export function planUpdate(
  request: FactFindUpdateRequest,
  ctx: PlanContext & { lastCompletedStep: string | null },
): PlanResult {
  if ('updates' in request) return withTyped(planProperties(request.updates, ctx), request.typed);
  if ('item' in request) return withTyped(planItem(request.item, ctx), request.typed);
  if ('remove' in request) return planRemove(request.remove, ctx);
  const step = request.lastCompletedStep;
  if (!ctx.steps.includes(step))
    return { ok: false, errors: { lastCompletedStep: ['This step does not exist.'] } };
  return {
    ok: true,
    plan: {
      op: { kind: 'step', step },
      changes: [{ path: 'lastCompletedStep', oldValue: ctx.lastCompletedStep, newValue: step }],
    },
  };
}
