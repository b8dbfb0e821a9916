import type { SectionDef } from '@atrium/domain/factfind/template';

type Item = Record<string, unknown> | undefined;
export type ClientNames = { client1: string; client2: string };

// What names an item in its heading: its title fields' answers ('Salary or wages, James'), by their option
// labels; a person's first and last names when the template names no fields (dependants).
export function itemName(section: SectionDef, item: Item, names: ClientNames): string {
  const keys = section.repeatable?.titleKeys;
  if (!keys) {
    const parts = [item?.first_name, item?.last_name].filter((p) => typeof p === 'string' && p.trim() !== '');
    return parts.join(' ');
  }
  return keys
    .flatMap((key) => {
      const value = item?.[key];
      if (typeof value !== 'string' || value.trim() === '') return [];
      if (value === 'client1' || value === 'client2') return [names[value]];
      const field = section.fields.find((f) => f.key === key);
      return [field?.options?.find((option) => option.value === value)?.label ?? value];
    })
    .join(', ');
}

export function itemTitle(section: SectionDef, index: number, item: Item, names: ClientNames): string {
  const name = itemName(section, item, names);
  return `${section.repeatable?.itemLabel ?? 'Item'} ${index + 1}${name ? `: ${name}` : ''}`;
}
