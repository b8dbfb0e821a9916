import { PlaceholderBlock } from '../../../ui/placeholder-block.tsx';
import { FactFindHeading } from './fact-find-heading.tsx';

// What the questionnaire says before its questions: the page (questionnaire-page.tsx) and the server's first paint
// of it (src/entry-server.tsx) take it from here, so the two cannot drift apart.
export const questionnaireHeading = 'Your fact-find';
export const questionnaireIntro =
  'Each answer is saved as soon as you move on from it, so you can stop and come back at any time.';

// The questionnaire as the server draws it before anyone is known: its heading and introduction, and grey blocks
// where the steps and the questions will be. The page's own render replaces it.
export function QuestionnaireShell() {
  return (
    <div className="space-y-8">
      <FactFindHeading heading={questionnaireHeading} intro={questionnaireIntro} />
      <PlaceholderBlock className="h-12" />
      <PlaceholderBlock className="h-96" />
    </div>
  );
}
