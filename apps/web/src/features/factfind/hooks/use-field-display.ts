import { displayPersonName } from '@atrium/domain/factfind/names';
import type { FieldDef, SectionDef } from '@atrium/domain/factfind/template';
import { isFieldShown, isVisible } from '@atrium/domain/factfind/visibility';
import { useMemo } from 'react';
import { itemsAt } from '../cache.ts';
import { useFactFindContext, useFactFindData } from '../context.tsx';

// Where a field is drawn: a section's own property, or one property of item `index` of a repeatable section.
export type Place = { section: SectionDef; index?: number };

// Whether the field is asked now: its condition (read in its item for 'item.…' paths) and, for a field
// behind a template setting, the firm's setting.
export function useIsFieldShown(place: Place, field: FieldDef): boolean {
  const { section, index } = place;
  return useFactFindData((data) => {
    const item =
      index === undefined
        ? undefined
        : (itemsAt(data, section.category, section.repeatable?.property ?? 'items')[index] ?? {});
    return isFieldShown(field, data.factFind, {
      settings: data.templateSettings,
      ...(item ? { item } : {}),
    });
  });
}

const separator = '\u0000';

// The field with the options offered now (client 2 and joint only when joint), the clients' options
// ('client1', 'client2') read as their names. The same object while neither changes, so memoised fields
// do not re-render.
export function useShownOptions(field: FieldDef): FieldDef {
  const { client } = useFactFindContext();
  const isDynamic = Boolean(field.options?.some((o) => o.visibleWhen || o.value === 'client1'));
  const key = useFactFindData((data) => {
    if (!isDynamic) return '';
    const shown = (field.options ?? [])
      .filter((o) => isVisible(o.visibleWhen, data.factFind))
      .map((o) => o.value);
    const names = ([1, 2] as const).map((person) => displayPersonName(person, data.factFind, client));
    return [...names, ...shown].join(separator);
  });
  return useMemo(() => {
    if (!isDynamic || !field.options) return field;
    const [first, second, ...shown] = key.split(separator);
    const label = (value: string, fallback: string) =>
      value === 'client1' ? (first ?? fallback) : value === 'client2' ? (second ?? fallback) : fallback;
    return {
      ...field,
      options: field.options
        .filter((option) => shown.includes(option.value))
        .map((option) => ({ ...option, label: label(option.value, option.label) })),
    };
  }, [field, key, isDynamic]);
}

const parts = new WeakMap<FieldDef, Map<string, FieldDef>>();

// One half of an amount-and-frequency pair, labelled within its group ("Amount", "How often"): the same
// object each time, so the field it is given to stays memoised.
export function pairPart(field: FieldDef, label: string): FieldDef {
  let byLabel = parts.get(field);
  if (!byLabel) {
    byLabel = new Map();
    parts.set(field, byLabel);
  }
  const cached = byLabel.get(label);
  if (cached) return cached;
  const part = { ...field, label };
  byLabel.set(label, part);
  return part;
}
