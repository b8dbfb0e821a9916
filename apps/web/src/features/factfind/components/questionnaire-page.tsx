import { useUnsavedChangesWarning } from '../hooks/use-save-queue.ts';
import type { FactFindTarget } from '../save.ts';
import { FactFindFrame } from './fact-find-frame.tsx';
import { Questionnaire } from './questionnaire.tsx';
import { questionnaireHeading, questionnaireIntro } from './questionnaire-shell.tsx';

type QuestionnairePageProps = { target: FactFindTarget; step: string | undefined; firmName: string };

export function QuestionnairePage({ target, step, firmName }: QuestionnairePageProps) {
  useUnsavedChangesWarning();
  return (
    <FactFindFrame
      target={target}
      firmName={firmName}
      pageTitle="Fact-find"
      heading={questionnaireHeading}
      intro={questionnaireIntro}
    >
      <Questionnaire requestedStep={step} />
    </FactFindFrame>
  );
}
