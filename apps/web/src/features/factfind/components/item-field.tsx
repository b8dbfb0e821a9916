import type { FieldDef, SectionDef } from '@atrium/domain/factfind/template';
import { memo } from 'react';
import { itemsAt } from '../cache.ts';
import { useFactFindData } from '../context.tsx';
import { BaseAnswerField } from './base-answer-field.tsx';

type ItemFieldProps = { section: SectionDef; field: FieldDef; index: number; disabled: boolean };

// One property of one item of a repeatable section, shown while its condition holds in that item; the whole
// item is saved (`{item: {category, property, index, value}}`), merged with what is already saved.
export const ItemField = memo(function ItemField({ section, field, index, disabled }: ItemFieldProps) {
  const property = section.repeatable?.property ?? 'items';
  const initialValue = useFactFindData(
    (data) => itemsAt(data, section.category, property)[index]?.[field.key],
  );
  const path = `${section.category}.${property}.${index}.${field.key}`;
  return (
    <BaseAnswerField
      place={{ section, index }}
      field={field}
      path={path}
      initialValue={initialValue}
      change={(value, typed) => ({
        kind: 'item-property',
        category: section.category,
        property,
        index,
        key: field.key,
        value,
        typed,
      })}
      disabled={disabled}
    />
  );
});
