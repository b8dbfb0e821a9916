import type { RiskAssessment } from '@atrium/domain/contract/risk';
import { riskFlagTexts } from '@atrium/domain/risk/flags';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { levelName } from '../format.ts';
import { CapacityLowAnswers, loweredByFactFind } from './result-explanations.tsx';

type Result = NonNullable<RiskAssessment['result']>;

const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

function Flag({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <p className="flex items-start gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {title}
      </p>
      {children ? <div className="mt-2 space-y-2">{children}</div> : null}
    </div>
  );
}

const Lines = ({ lines }: { lines: string[] }) => (
  <ul className="list-disc space-y-2 pl-5">
    {lines.map((line) => (
      <li key={line}>{line}</li>
    ))}
  </ul>
);

// Where the client's confirmation and the adviser's review of flagged answers stand.
function ReviewState({ result }: { result: Result }) {
  const where =
    result.status === 'awaiting_client'
      ? 'Waiting for the client to confirm or change them; your review makes the result final.'
      : result.status === 'awaiting_adviser'
        ? 'The client confirmed them: your review is needed before the result is final.'
        : null;
  return (
    <>
      {where ? <p>{where}</p> : null}
      {result.review ? (
        <p>
          Reviewed by {result.review.by.name}, {date.format(new Date(result.review.at))}: {result.review.note}
        </p>
      ) : null}
    </>
  );
}

// What a compliance reviewer looks for on a risk result, for the adviser: answers that disagree with each other,
// with the fact-find or with the partner's (worded by risk/flags.ts, as the fact-find PDF words them) and where
// their review stands, a level capped by capacity for loss and why, an override above what capacity supports, and
// the adviser's own capacity assessment (docs/attitude-to-risk.md).
export function RiskFlags({ assessment, result }: { assessment: RiskAssessment; result: Result }) {
  const texts = riskFlagTexts(assessment, 'adviser');
  const factFindDisagrees = texts.factFind?.disagrees === true;
  const flags: ReactNode[] = [];
  if (texts.disagreements.length > 0) {
    flags.push(
      <Flag key="disagreements" title="Answers that disagree">
        <Lines lines={texts.disagreements} />
        {factFindDisagrees ? null : <ReviewState result={result} />}
      </Flag>,
    );
  }
  if (factFindDisagrees && texts.factFind) {
    flags.push(
      <Flag key="fact-find" title="The emergency savings answer and the fact-find disagree">
        <p>{texts.factFind.text}</p>
        <ReviewState result={result} />
      </Flag>,
    );
  }
  if (texts.partner.length > 0) {
    flags.push(
      <Flag
        key="partner"
        title={`Household answers that differ from ${result.partner?.name ?? 'the partner'}’s`}
      >
        <Lines lines={texts.partner} />
      </Flag>,
    );
  }
  if (result.suitable_level < result.calculated_level) {
    flags.push(
      <Flag
        key="capped"
        title={`Capped at level ${result.suitable_level} (${levelName(result.suitable_level)}) by ${result.capacity} capacity for loss`}
      >
        <p>
          Attitude alone gave level {result.calculated_level} ({levelName(result.calculated_level)}).
        </p>
        {result.capacity_low_because.length > 0 ? (
          <CapacityLowAnswers assessment={assessment} result={result} reader="adviser" />
        ) : null}
        {loweredByFactFind(result) ? (
          <p>
            The answers alone gave {result.answers_capacity} capacity for loss; the fact-find’s emergency fund
            gives {result.calculated_capacity}, the lower of the two.
          </p>
        ) : null}
      </Flag>,
    );
  }
  if (result.override?.above_capacity) {
    flags.push(
      <Flag
        key="above"
        title={`Level ${result.override.level} is above what capacity for loss supports (level ${result.capacity_ceiling})`}
      >
        <p>Acknowledged by {result.override.by.name} when changing the level.</p>
      </Flag>,
    );
  }
  if (result.capacity_override) {
    flags.push(
      <Flag
        key="capacity"
        title={`Capacity for loss set to ${result.capacity_override.capacity} by ${result.capacity_override.by.name} (calculated: ${result.calculated_capacity})`}
      >
        <p>Reason: {result.capacity_override.reason}</p>
      </Flag>,
    );
  }
  return flags.length > 0 ? <div className="flex flex-col gap-3">{flags}</div> : null;
}

// The fact-find's check when it raised nothing (it agrees, or the fact-find did not record enough), for the record.
export function FactFindCheckNote({ assessment }: { assessment: RiskAssessment }) {
  const check = riskFlagTexts(assessment, 'adviser').factFind;
  if (!check || check.disagrees) return null;
  return (
    <p className="text-sm text-gray-700 dark:text-gray-300">
      <span className="font-medium text-gray-900 dark:text-gray-100">Fact-find check: </span>
      {check.text}
    </p>
  );
}
