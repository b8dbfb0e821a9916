import type { CustomPage } from '@atrium/domain/contract/factfind';
import { useId } from 'react';
import { CustomQuestionField } from './custom-question-field.tsx';
import { FactFindSection } from './fact-find-section.tsx';

function CustomSection({ section }: { section: CustomPage['sections'][number] }) {
  const headingId = useId();
  return (
    <FactFindSection heading={section.title} headingId={headingId} isGrid>
      {section.questions.map((question) => (
        <CustomQuestionField key={question.id} question={question} />
      ))}
    </FactFindSection>
  );
}

// A page of the firm's own questions (step 'custom.{slug}').
export function CustomPageView({ page }: { page: CustomPage }) {
  return (
    <div className="space-y-6">
      {page.sections.map((section, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; their order is fixed.
        <CustomSection key={index} section={section} />
      ))}
    </div>
  );
}
