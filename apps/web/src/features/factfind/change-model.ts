import {
  type FactFindUpdateRequest,
  type PortalChangesResponse,
  typedValueMaxLength,
} from '@atrium/domain/contract/factfind';
import { itemsAt, withItem, withoutItem, withProperty, withScalar } from './cache.ts';

// One edit of the fact-find, the request that carries it and its effect on the cached document. Kept apart
// from the save path so the save path and the replay of unsaved changes share it.
// `typed`: what was typed into a number field whose bound replaced it; sent beside the value for the history.
export type FactFindChange =
  | { kind: 'property'; category: string; property: string; value: unknown; typed?: string | undefined }
  | { kind: 'scalar'; category: string; value: unknown }
  // Several properties of one category in one request (an address chosen from a lookup).
  | { kind: 'properties'; category: string; values: Record<string, unknown> }
  | { kind: 'step'; step: string }
  // One property of one item: the whole item is sent, merged with what is saved when its turn comes.
  | {
      kind: 'item-property';
      category: string;
      property: string;
      index: number;
      key: string;
      value: unknown;
      typed?: string | undefined;
    }
  | { kind: 'add-item'; category: string; property: string }
  | { kind: 'remove-item'; category: string; property: string; index: number };

type Data = PortalChangesResponse;

// The request's optional `typed` (contract/factfind.ts typedValuesSchema), bounded as the server bounds it.
const typedAt = (path: string, typed: string | undefined) =>
  typed === undefined ? {} : { typed: { [path]: typed.slice(0, typedValueMaxLength) } };

export function requestFor(change: FactFindChange, data: Data | undefined): FactFindUpdateRequest {
  switch (change.kind) {
    case 'property':
      return {
        updates: { [change.category]: { [change.property]: change.value } },
        ...typedAt(`${change.category}.${change.property}`, change.typed),
      };
    case 'scalar':
      return { updates: { [change.category]: change.value } };
    case 'properties':
      return { updates: { [change.category]: change.values } };
    case 'step':
      return { lastCompletedStep: change.step };
    case 'item-property': {
      const item = data ? (itemsAt(data, change.category, change.property)[change.index] ?? {}) : {};
      const value = { ...item, [change.key]: change.value };
      return {
        item: { category: change.category, property: change.property, index: change.index, value },
        ...typedAt(`${change.category}.${change.property}.${change.index}.${change.key}`, change.typed),
      };
    }
    case 'add-item': {
      const index = data ? itemsAt(data, change.category, change.property).length : 0;
      return { item: { category: change.category, property: change.property, index, value: {} } };
    }
    case 'remove-item':
      return { remove: { category: change.category, property: change.property, index: change.index } };
  }
}

export function applied(
  data: Data,
  change: FactFindChange,
  request: FactFindUpdateRequest,
  lastUpdated?: string,
) {
  switch (change.kind) {
    case 'property':
      return withProperty(data, change.category, change.property, change.value, lastUpdated);
    case 'scalar':
      return withScalar(data, change.category, change.value, lastUpdated);
    case 'properties':
      return Object.entries(change.values).reduce(
        (next, [property, value]) => withProperty(next, change.category, property, value, lastUpdated),
        data,
      );
    case 'step':
      return { ...data, lastCompletedStep: change.step };
    case 'remove-item':
      return withoutItem(data, change.category, change.property, change.index, lastUpdated);
    case 'item-property':
    case 'add-item': {
      if (!('item' in request)) return data;
      const { category, property, index, value } = request.item;
      return withItem(data, category, property, index, value, lastUpdated);
    }
  }
}
