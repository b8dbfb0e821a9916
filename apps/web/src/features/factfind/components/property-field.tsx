import { can } from '@atrium/domain/factfind/permissions';
import { type FieldDef, isScalarSection, type SectionDef } from '@atrium/domain/factfind/template';
import { readPath } from '@atrium/domain/factfind/visibility';
import { memo } from 'react';
import { useFactFindContext, useFactFindData, usePermissions } from '../context.tsx';
import { asideFor } from '../derived.ts';
import { BaseAnswerField } from './base-answer-field.tsx';

type PropertyFieldProps = { section: SectionDef; field: FieldDef };

// A base field saved as one property (`{updates: {category: {property: value}}}`), or as the whole of
// a scalar category (`{updates: {joint: true}}`). It re-renders only when what it shows changes.
export const PropertyField = memo(function PropertyField({ section, field }: PropertyFieldProps) {
  const { client } = useFactFindContext();
  const permissions = usePermissions();
  const isScalar = isScalarSection(section);
  const path = isScalar ? section.category : `${section.category}.${field.key}`;
  const initialValue = useFactFindData((data) => readPath(data.factFind, path));
  const aside = useFactFindData((data) => asideFor(section, field, data.factFind, client));
  return (
    <BaseAnswerField
      place={{ section }}
      field={field}
      path={path}
      initialValue={initialValue}
      change={(value, typed) =>
        isScalar
          ? { kind: 'scalar', category: section.category, value }
          : { kind: 'property', category: section.category, property: field.key, value, typed }
      }
      aside={aside}
      disabled={!can(permissions, section.category, 'update')}
    />
  );
});
