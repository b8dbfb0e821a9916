import {
  type Letter,
  type LetterStatus,
  letterStatusLabels,
  letterStepLabels,
} from '@atrium/domain/contract/letters-of-authority';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/cx.ts';
import { failureMessage } from '../../../ui/form.tsx';
import { downloadLetterFile } from '../api.ts';
import { AttachStatement } from './attach-statement.tsx';
import { RecordStepForm } from './record-step-form.tsx';

const tones: Record<LetterStatus, string> = {
  awaiting_signature: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  declined: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  withdrawn: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
  signed: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  sent_to_provider: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  acknowledged: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  chased: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  information_received: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
};

// One letter: the policy, where it stands (in words, never colour alone), its timeline, and the forms for what may
// happen next.
export function LetterCard({ letter }: { letter: Letter }) {
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const download = (url: string, name: string) =>
    downloadLetterFile(url, name).catch((failure: unknown) => setError(failureMessage(failure, [])));
  return (
    <article aria-labelledby={headingId}>
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold break-words">
            {letter.type_label} with {letter.provider}
          </h3>
          <span
            className={cx(
              'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium',
              tones[letter.status],
            )}
          >
            {letterStatusLabels[letter.status]}
          </span>
        </div>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Policy {letter.policy_number} · held by {letter.owner_names.join(' and ')}
        </p>
        <ol
          aria-label="What has happened"
          className="flex flex-col gap-1 text-sm text-gray-800 dark:text-gray-200"
        >
          {letter.steps.map((step, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: steps are listed in the order they happened.
            <li key={index}>
              <span className="font-medium">{formatIsoDate(step.on)}</span>: {letterStepLabels[step.type]}
              {step.by ? ` by ${step.by}` : ''}
              {step.note ? ` (${step.note})` : ''}
              {step.document ? (
                <>
                  {': '}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      const document = step.document;
                      if (document) void download(document.download_url, document.name);
                    }}
                  >
                    Download {step.document.name}
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void download(letter.letter_url, `${letter.title}.pdf`)}
          >
            Download the letter
          </Button>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        {letter.next_steps.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-primary-ink">Record the next step</summary>
            <div className="mt-3">
              <RecordStepForm letter={letter} />
            </div>
          </details>
        ) : null}
        {letter.can_attach_statement ? <AttachStatement letter={letter} /> : null}
      </Card>
    </article>
  );
}
