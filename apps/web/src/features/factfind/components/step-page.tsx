import { useDeferredValue } from 'react';
import type { Step } from '../steps.ts';
import { BaseSection } from './base-section.tsx';
import { CustomPageView } from './custom-page.tsx';

// The sections drawn with the step itself: enough to fill the first screen (the joint question and the
// first person's details on About you). The rest follow in a deferred render, which React does in slices
// between which the browser paints and answers input, so a joint step of a few hundred fields neither
// holds back its first paint nor blocks the page while it mounts.
export const firstScreenSections = 2;

// One step's content: a base page's sections, or a custom page's questions.
export function StepPage({ step }: { step: Step }) {
  if (step.kind === 'custom') return <CustomPageView page={step.page} />;
  return <BaseSections sections={step.sections} />;
}

function BaseSections({ sections }: { sections: Extract<Step, { kind: 'base' }>['sections'] }) {
  const shown = useDeferredValue(sections.length, Math.min(sections.length, firstScreenSections));
  return (
    <div className="space-y-6">
      {sections.slice(0, shown).map((section) => (
        <BaseSection key={section.key} section={section} />
      ))}
    </div>
  );
}
