import type { SectionDef } from '@atrium/domain/factfind/template';
import { isVisible } from '@atrium/domain/factfind/visibility';
import { memo, useId } from 'react';
import { useFactFindContext, useFactFindData } from '../context.tsx';
import { sectionHeading } from '../derived.ts';
import { AddressSection } from './address-section.tsx';
import { FactFindSection } from './fact-find-section.tsx';
import { FieldGrid } from './field-grid.tsx';
import { SectionIntro } from './section-intro.tsx';
import { RepeatableSection } from './step-extras.tsx';

// A section of a base page, shown while its condition holds (client 2's only when joint), headed
// with the person's name when it is about one person.
export const BaseSection = memo(function BaseSection({ section }: { section: SectionDef }) {
  const { client } = useFactFindContext();
  const headingId = useId();
  const isShown = useFactFindData((data) => isVisible(section.visibleWhen, data.factFind));
  const heading = useFactFindData((data) => sectionHeading(section, data.factFind, client));
  if (!isShown) return null;
  const intro = <SectionIntro section={section} />;
  if (section.repeatable) return <RepeatableSection section={section} heading={heading} intro={intro} />;
  if (section.addressLookup) return <AddressSection section={section} heading={heading} intro={intro} />;
  return (
    <FactFindSection heading={heading} headingId={headingId} intro={intro} isGrid>
      <FieldGrid place={{ section }} />
    </FactFindSection>
  );
});
