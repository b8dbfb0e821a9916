import type { Step } from '../steps.ts';
import { BaseSection } from './base-section.tsx';
import { CustomPageView } from './custom-page.tsx';

// One step's content: a base page's sections, or a custom page's questions.
export function StepPage({ step }: { step: Step }) {
  if (step.kind === 'custom') return <CustomPageView page={step.page} />;
  return (
    <div className="space-y-6">
      {step.sections.map((section) => (
        <BaseSection key={section.key} section={section} />
      ))}
    </div>
  );
}
