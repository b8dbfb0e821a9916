import type { CheckInPart, ReviewChange } from '@atrium/domain/contract/reviews';
import { suitabilityLabels } from '@atrium/domain/contract/reviews';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import type { ForecastSection } from '../adviser-factfind/pdf-forecast.ts';
import type { PdfModel } from '../adviser-factfind/pdf-model.ts';
import type { RiskSection } from '../adviser-factfind/pdf-risk.ts';
import type { Block, Row } from '../adviser-factfind/pdf-rows.ts';

// The periodic review record (docs/reviews.md): what a firm keeps to evidence a review delivered (COBS 9A.3.9,
// COBS 9A.4): the review's dates and outcome, each person's check-in, what changed since the last review (computed,
// with who and when), the attitude-to-risk results, and the forecast then and now, each side worked out by the one
// forecast computation (pdf-forecast.ts forecastSection). Drawn by the fact-find PDF's renderer (pdf-render.ts).

export type ReviewRecordInput = {
  firm: { name: string; colour: string };
  people: string[];
  adviser: string | null;
  dueOn: string;
  meetingOn: string | null;
  completedAt: Date;
  baselineAt: Date | null;
  outcome: string;
  suitability: keyof typeof suitabilityLabels;
  nextDueOn: string;
  pages: { slug: string; title: string }[];
  checkIns: CheckInPart[];
  changes: ReviewChange[];
  risk: RiskSection[];
  riskSince: string[];
  forecastThen: ForecastSection | null;
  forecastNow: ForecastSection;
};

const when = (date: Date) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date);

const kindWords = { changed: 'Changed', added: 'Added', removed: 'Removed' } as const;

function changeRows(changes: ReviewChange[]): Row[] {
  return changes.map((change) => ({
    label: `${change.section}: ${change.question}`,
    values: [
      `${kindWords[change.kind]}. Was: ${change.before ?? 'nothing'}. Now: ${change.after ?? 'nothing'}.` +
        (change.changed_by
          ? ` By ${change.changed_by}${change.changed_at ? `, ${when(new Date(change.changed_at))}` : ''}.`
          : ''),
    ],
  }));
}

function checkInBlock(part: CheckInPart, pages: ReviewRecordInput['pages']): Block {
  const rows: Row[] = pages.map((page) => {
    const answer = part.answers.pages[page.slug];
    return {
      label: page.title,
      values: [
        answer === 'same' ? 'Still right' : answer === 'changed' ? 'Something changed' : 'Not answered',
      ],
    };
  });
  rows.push({ label: 'Anything else to discuss', values: [part.answers.discuss.trim() || 'Nothing'] });
  rows.push({
    label: 'Confirmed',
    values: [part.confirmed_at ? when(new Date(part.confirmed_at)) : 'Not confirmed'],
  });
  return { kind: 'fields', title: `Check-in: ${part.name}`, rows, totals: [] };
}

// The forecast's summary at the last review beside now, row by row (the summary's rows are always the same ones).
function forecastThenAndNow(then: ForecastSection | null, now: ForecastSection): Row[] {
  const missing = 'Not enough figures for a forecast';
  if (now.missing && (!then || then.missing)) return [{ label: 'Forecast', values: [missing, missing] }];
  const base = now.missing ? (then?.summary ?? []) : now.summary;
  return base.map((row, index) => ({
    label: row.label,
    values: [
      then && !then.missing ? (then.summary[index]?.values[0] ?? '') : missing,
      now.missing ? missing : (now.summary[index]?.values[0] ?? ''),
    ],
  }));
}

export function reviewRecordModel(input: ReviewRecordInput): PdfModel {
  const details: Row[] = [
    { label: 'Review date', values: [formatIsoDate(input.dueOn)] },
    { label: 'Meeting', values: [input.meetingOn ? formatIsoDate(input.meetingOn) : 'None recorded'] },
    { label: 'Completed', values: [when(input.completedAt)] },
    { label: 'Adviser', values: [input.adviser ?? 'None'] },
    { label: 'Suitability', values: [suitabilityLabels[input.suitability]] },
    { label: 'Outcome', values: [input.outcome] },
    { label: 'Next review', values: [formatIsoDate(input.nextDueOn)] },
    {
      label: 'Compared with',
      values: [
        input.baselineAt
          ? `The fact-find as it was on ${when(input.baselineAt)}`
          : 'No earlier fact-find: everything is new',
      ],
    },
  ];
  const changes: Block =
    input.changes.length > 0
      ? {
          kind: 'fields',
          title: 'What changed since the last review',
          rows: changeRows(input.changes),
          totals: [],
        }
      : {
          kind: 'fields',
          title: 'What changed since the last review',
          rows: [{ label: 'Changes', values: ['Nothing in the fact-find changed.'] }],
          totals: [],
        };
  const risk: Block = {
    kind: 'fields',
    title: 'Attitude to risk since the last review',
    rows:
      input.riskSince.length > 0
        ? input.riskSince.map((line) => ({ label: 'New result', values: [line] }))
        : [{ label: 'New result', values: ['None since the last review'] }],
    totals: [],
  };
  return {
    firm: input.firm,
    title: 'Periodic review record',
    people: input.people,
    details,
    pages: [
      { title: 'Check-in', blocks: input.checkIns.map((part) => checkInBlock(part, input.pages)) },
      { title: 'Changes', blocks: [changes, risk] },
      {
        title: 'Forecast then and now',
        blocks: [
          {
            kind: 'people',
            title: 'Will the money last?',
            people: ['At the last review', 'Now'],
            rows: forecastThenAndNow(input.forecastThen, input.forecastNow),
          },
        ],
      },
    ],
    totals: [],
    risk: input.risk,
    forecast: input.forecastNow,
  };
}
