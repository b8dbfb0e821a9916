import { Link } from '@tanstack/react-router';
import { CircleCheck } from 'lucide-react';
import { buttonClasses } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { useFactFindData } from '../context.tsx';
import type { FactFindTarget } from '../save.ts';
import { FactFindFrame } from './fact-find-frame.tsx';

type SubmitSuccessPageProps = { target: FactFindTarget; firmName: string };

export function SubmitSuccessPage({ target, firmName }: SubmitSuccessPageProps) {
  return (
    <FactFindFrame target={target} firmName={firmName} pageTitle="Fact-find submitted" heading="Thank you">
      <NextSteps firmName={firmName} />
    </FactFindFrame>
  );
}

// What happens next, and who will do it (the submit-success page names the adviser).
function NextSteps({ firmName }: { firmName: string }) {
  const adviserName = useFactFindData((data) => data.adviser.name);
  const who = adviserName || `An adviser at ${firmName}`;
  return (
    <Card className="max-w-2xl space-y-5 p-6 sm:p-8">
      <p className="flex items-center gap-3 text-lg font-semibold text-gray-900 dark:text-gray-50">
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-green-700 dark:text-green-300" />
        Your fact-find has been sent for review.
      </p>
      <div className="space-y-2 text-base text-gray-700 dark:text-gray-300">
        <h2 className="font-semibold text-gray-900 dark:text-gray-50">What happens next</h2>
        <ol className="list-inside list-decimal space-y-1.5">
          <li>{who} will read through your answers.</li>
          <li>If anything needs clarifying, they will get in touch with you.</li>
          <li>
            Once it is reviewed, you will be able to update your fact-find again whenever things change.
          </li>
        </ol>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to="/fact-find/review" className={buttonClasses('secondary')}>
          See what you sent
        </Link>
        <Link to="/" className={buttonClasses('primary')}>
          Back to home
        </Link>
      </div>
    </Card>
  );
}
