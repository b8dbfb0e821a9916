import { can } from '@atrium/domain/factfind/permissions';
import { type FieldDef, isScalarSection, type SectionDef } from '@atrium/domain/factfind/template';
import { validateFieldValue } from '@atrium/domain/factfind/validate';
import { readPath } from '@atrium/domain/factfind/visibility';
import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { useFactFindContext, useFactFindData, usePermissions } from '../context.tsx';
import { asideFor } from '../derived.ts';
import { fieldErrorOf } from '../errors.ts';
import { useIsFieldShown, useShownOptions } from '../hooks/use-field-display.ts';
import { saveFactFindChange } from '../save.ts';
import { SyncedField } from './synced-field.tsx';

type PropertyFieldProps = { section: SectionDef; field: FieldDef };

const validate = (field: FieldDef) => (value: unknown) => validateFieldValue(field, value);

// A base field saved as one property (`{updates: {category: {property: value}}}`), or as the whole of
// a scalar category (`{updates: {joint: true}}`). It re-renders only when what it shows changes.
export const PropertyField = memo(function PropertyField({ section, field }: PropertyFieldProps) {
  const queryClient = useQueryClient();
  const { target, client } = useFactFindContext();
  const permissions = usePermissions();
  const isScalar = isScalarSection(section);
  const path = isScalar ? section.category : `${section.category}.${field.key}`;
  const isShown = useIsFieldShown({ section }, field);
  const shown = useShownOptions(field);
  const initialValue = useFactFindData((data) => readPath(data.factFind, path));
  const aside = useFactFindData((data) => asideFor(section, field, data.factFind, client));
  if (!isShown) return null;
  return (
    <SyncedField
      field={shown}
      path={path}
      initialValue={initialValue}
      validate={validate(field)}
      save={(value, key, typed) =>
        saveFactFindChange(
          queryClient,
          target,
          isScalar
            ? { kind: 'scalar', category: section.category, value }
            : { kind: 'property', category: section.category, property: field.key, value, typed },
          key,
        )
      }
      rejection={(error) => {
        const message = fieldErrorOf(error, path);
        return message ? { message } : null;
      }}
      aside={aside}
      disabled={!can(permissions, section.category, 'update')}
    />
  );
});
