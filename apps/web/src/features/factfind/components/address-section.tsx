import { can } from '@atrium/domain/factfind/permissions';
import type { SectionDef } from '@atrium/domain/factfind/template';
import { type ReactNode, useId, useState } from 'react';
import { useFactFindContext, usePermissions } from '../context.tsx';
import { FactFindSection } from './fact-find-section.tsx';
import { FieldGrid } from './field-grid.tsx';
import { AddressLookup } from './step-extras.tsx';

type AddressSectionProps = { section: SectionDef; heading: string; intro?: ReactNode };

// The current address, with the postcode lookup under the postcode. What a lookup saves is shown by
// remounting the fields, which otherwise keep their own state while the client types.
export function AddressSection({ section, heading, intro }: AddressSectionProps) {
  const headingId = useId();
  const { target } = useFactFindContext();
  const canUpdate = can(usePermissions(), section.category, 'update');
  const [generation, setGeneration] = useState(0);
  // Preview mode calls nothing, so it has no lookup.
  const lookup =
    target.isPreview || !canUpdate ? null : (
      <AddressLookup section={section} onFilled={() => setGeneration((value) => value + 1)} />
    );
  return (
    <FactFindSection heading={heading} headingId={headingId} intro={intro} isGrid>
      <FieldGrid place={{ section }} generation={generation} after={lookup ? { postcode: lookup } : {}} />
    </FactFindSection>
  );
}
