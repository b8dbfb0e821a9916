import type { FieldDef } from '@atrium/domain/factfind/template';
import { validateFieldValue } from '@atrium/domain/factfind/validate';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FactFindChange } from '../change-model.ts';
import { useFactFindContext } from '../context.tsx';
import { fieldErrorOf } from '../errors.ts';
import { type Place, useIsFieldShown, useShownOptions } from '../hooks/use-field-display.ts';
import { saveFactFindChange } from '../save.ts';
import { SyncedField } from './synced-field.tsx';

type Props = {
  place: Place;
  field: FieldDef;
  path: string;
  initialValue: unknown;
  // The change a value is saved as: a property, a scalar category or an item's property.
  change: (value: unknown, typed?: string) => FactFindChange;
  aside?: ReactNode;
  disabled: boolean;
};

// An answer of the base template (property-field.tsx, item-field.tsx): shown while its condition holds in its place,
// with the options offered now (hooks/use-field-display.ts), checked by its field's rules, saved through the one save
// path (save.ts) as `change` names it, and a 422 for its path shown beside it.
export function BaseAnswerField({ place, field, path, initialValue, change, aside, disabled }: Props) {
  const queryClient = useQueryClient();
  const { target, region } = useFactFindContext();
  const isShown = useIsFieldShown(place, field);
  const shown = useShownOptions(field);
  if (!isShown) return null;
  return (
    <SyncedField
      field={shown}
      path={path}
      initialValue={initialValue}
      validate={(value) => validateFieldValue(field, value, { region })}
      save={(value, key, typed) => saveFactFindChange(queryClient, target, change(value, typed), key)}
      rejection={(error) => {
        const message = fieldErrorOf(error, path);
        return message ? { message } : null;
      }}
      aside={aside}
      disabled={disabled}
    />
  );
}
