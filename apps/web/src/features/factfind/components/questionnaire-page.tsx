import { useUnsavedChangesWarning } from '../hooks/use-save-queue.ts';
import type { FactFindTarget } from '../save.ts';
import { FactFindFrame } from './fact-find-frame.tsx';
import { Questionnaire } from './questionnaire.tsx';

type QuestionnairePageProps = { target: FactFindTarget; step: string | undefined; firmName: string };

export function QuestionnairePage({ target, step, firmName }: QuestionnairePageProps) {
  useUnsavedChangesWarning();
  return (
    <FactFindFrame
      target={target}
      firmName={firmName}
      pageTitle="Fact-find"
      heading="Your fact-find"
      intro="Each answer is saved as soon as you move on from it, so you can stop and come back at any time."
    >
      <Questionnaire requestedStep={step} />
    </FactFindFrame>
  );
}
