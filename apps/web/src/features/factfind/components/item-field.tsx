import type { FieldDef, SectionDef } from '@atrium/domain/factfind/template';
import { validateFieldValue } from '@atrium/domain/factfind/validate';
import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { itemsAt } from '../cache.ts';
import { useFactFindContext, useFactFindData } from '../context.tsx';
import { fieldErrorOf } from '../errors.ts';
import { useIsFieldShown, useShownOptions } from '../hooks/use-field-display.ts';
import { saveFactFindChange } from '../save.ts';
import { SyncedField } from './synced-field.tsx';

type ItemFieldProps = { section: SectionDef; field: FieldDef; index: number; disabled: boolean };

// One property of one item of a repeatable section, shown while its condition holds in that item; the whole
// item is saved (`{item: {category, property, index, value}}`), merged with what is already saved.
export const ItemField = memo(function ItemField({ section, field, index, disabled }: ItemFieldProps) {
  const queryClient = useQueryClient();
  const { target } = useFactFindContext();
  const property = section.repeatable?.property ?? 'items';
  const isShown = useIsFieldShown({ section, index }, field);
  const initialValue = useFactFindData(
    (data) => itemsAt(data, section.category, property)[index]?.[field.key],
  );
  const shown = useShownOptions(field);
  const path = `${section.category}.${property}.${index}.${field.key}`;
  if (!isShown) return null;
  return (
    <SyncedField
      field={shown}
      path={path}
      initialValue={initialValue}
      validate={(value) => validateFieldValue(field, value)}
      save={(value, key, typed) =>
        saveFactFindChange(
          queryClient,
          target,
          {
            kind: 'item-property',
            category: section.category,
            property,
            index,
            key: field.key,
            value,
            typed,
          },
          key,
        )
      }
      rejection={(error) => {
        const message = fieldErrorOf(error, path);
        return message ? { message } : null;
      }}
      disabled={disabled}
    />
  );
});
