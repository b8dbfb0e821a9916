import {
  overrideRiskCapacityRequestSchema,
  overrideRiskLevelRequestSchema,
  type RiskAssessment,
  type RiskHouseholdResponse,
  reviewRiskAssessmentRequestSchema,
} from '@atrium/domain/contract/risk';
import { capacityDescriptions, riskLevelDescriptions } from '@atrium/domain/risk/descriptions';
import {
  allQuestions,
  findRiskQuestionnaire,
  isRiskLevel,
  questionAsRead,
  riskLevels,
} from '@atrium/domain/risk/questionnaire';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Gauge } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { formatPlainDate, formatUkDateTime } from '../../../ui/date-time.ts';
import {
  clientRiskKey,
  clientRiskQueryOptions,
  overrideRiskCapacity,
  overrideRiskLevel,
  reviewRiskAssessment,
} from '../adviser-api.ts';
import { levelName } from '../format.ts';
import { DecisionDialog } from './decision-dialog.tsx';
import { FactFindCheckNote, RiskFlags } from './risk-flags.tsx';

const when = (iso: string | null) => (iso ? formatUkDateTime(iso) : '—');

function AnswersTable({ assessment, name }: { assessment: RiskAssessment; name: string }) {
  const questionnaire = findRiskQuestionnaire(assessment.questionnaire_version);
  if (!questionnaire)
    return <p className="text-sm">Questionnaire version {assessment.questionnaire_version}.</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section tabIndex={0} aria-label={`Answers of ${name}`} className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="sr-only">Answers, version {questionnaire.version} of the questionnaire</caption>
        <thead>
          <tr className="border-b border-gray-200 text-left text-gray-700 dark:border-gray-700 dark:text-gray-300">
            <th scope="col" className="py-2 pr-3 font-medium">
              Question
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Answer
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Points
            </th>
          </tr>
        </thead>
        <tbody>
          {allQuestions(questionnaire).map((question) => {
            const value = assessment.answers[question.id];
            // The firm reads each question and answer about the person, never in their "you" or "I".
            const asRead = questionAsRead(question, 'adviser');
            const isCapacity = questionnaire.capacity.some((item) => item.id === question.id);
            // From version 2 experience is recorded as knowledge, never scored.
            const isKnowledge = questionnaire.knowledge.some((item) => item.id === question.id);
            return (
              <tr key={question.id} className="border-b border-gray-100 align-top dark:border-gray-800">
                <th scope="row" className="py-2 pr-3 text-left font-normal text-gray-900 dark:text-gray-100">
                  {asRead.text}
                  {isCapacity ? (
                    <span className="block text-xs text-gray-700 dark:text-gray-300">Capacity for loss</span>
                  ) : null}
                  {isKnowledge ? (
                    <span className="block text-xs text-gray-700 dark:text-gray-300">
                      Knowledge and experience, not scored
                    </span>
                  ) : null}
                </th>
                <td className="py-2 pr-3">{value ? asRead.options[value - 1] : 'Not answered'}</td>
                <td className="py-2 text-right tabular-nums">{isKnowledge ? '—' : (value ?? '—')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

type PersonOverview = RiskHouseholdResponse['people'][number];

// A staff (adviser or admin) screen of a domain lives in that domain's feature, beside the client's screen, as
// adviser-*.tsx with its queries in the feature's adviser-api.ts (as this one); features/adviser holds only the staff
// shell (dashboard, client list, the client page's frame and tabs, adding and importing clients, access).

// The adviser's view of a household's attitude to risk: each person's own profile, side by side on a wide screen
// (person 1 first), since each partner of a joint household answers as themselves (docs/attitude-to-risk.md).
export function AdviserRiskTab({ clientId }: { clientId: number }) {
  const { data } = useSuspenseQuery(clientRiskQueryOptions(clientId));
  return (
    <div className={data.people.length > 1 ? 'grid items-start gap-6 xl:grid-cols-2' : 'flex flex-col gap-6'}>
      {data.people.map((person) => (
        <section
          key={person.person}
          aria-labelledby={`risk-person-${person.person}`}
          className="flex min-w-0 flex-col gap-3"
        >
          <h2
            id={`risk-person-${person.person}`}
            className="text-xl font-semibold text-gray-950 dark:text-white"
          >
            {person.name}
          </h2>
          <PersonRisk clientId={clientId} data={person} />
        </section>
      ))}
    </div>
  );
}

// One person's latest result with its answers, score, level and capacity for loss, the adviser's decisions on it,
// and the history of their earlier results.
function PersonRisk({ clientId, data }: { clientId: number; data: PersonOverview }) {
  const clientName = data.name;
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<'level' | 'capacity' | 'review' | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: clientRiskKey(clientId) });
  const decide = useMutation({
    mutationFn: (call: () => Promise<unknown>) => call(),
    onSuccess: refresh,
  });
  const [latest, ...earlier] = data.completed;
  const result = latest?.result;

  if (!latest || !result) {
    return (
      <Card className="flex flex-col items-center gap-2 p-8 text-center">
        <Gauge aria-hidden="true" className="size-8 text-gray-500" />
        <h3 className="font-medium text-gray-900 dark:text-gray-100">No completed questionnaire yet</h3>
        <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
          {data.in_progress
            ? `${clientName} has started the attitude-to-risk questionnaire (${Object.keys(data.in_progress.answers).length} answers so far).`
            : data.signs_in
              ? `${clientName} has not started the attitude-to-risk questionnaire.`
              : `${clientName} has no sign-in yet: invite them to the portal to answer the questionnaire as themselves.`}
        </p>
      </Card>
    );
  }

  const level = isRiskLevel(result.level) ? riskLevelDescriptions[result.level] : null;
  const capacity = capacityDescriptions[result.capacity];
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 className="text-lg font-semibold text-gray-950 dark:text-white">
              Risk level {result.level} of 7: {level?.name}
            </h3>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              Completed {when(latest.completed_at)} · questionnaire version {latest.questionnaire_version}
            </p>
            <p className="text-sm text-gray-700 dark:text-gray-300">
              Review due {formatPlainDate(result.review_due_on)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {result.status === 'final' ? null : (
              <Button onClick={() => setDeciding('review')}>Review answers</Button>
            )}
            <Button variant="secondary" onClick={() => setDeciding('level')}>
              Change level
            </Button>
            <Button variant="secondary" onClick={() => setDeciding('capacity')}>
              Change capacity for loss
            </Button>
          </div>
        </div>
        <RiskFlags assessment={latest} result={result} />
        <p className="text-sm text-gray-900 dark:text-gray-100">{level?.about}</p>
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-gray-700 dark:text-gray-300">Score</dt>
            <dd className="font-semibold text-gray-950 tabular-nums dark:text-white">{result.score}</dd>
          </div>
          <div>
            <dt className="text-gray-700 dark:text-gray-300">Calculated level</dt>
            <dd className="font-semibold text-gray-950 dark:text-white">
              {result.calculated_level} — {levelName(result.calculated_level)}
            </dd>
          </div>
          <div>
            <dt className="text-gray-700 dark:text-gray-300">Capacity for loss</dt>
            <dd className="font-semibold text-gray-950 dark:text-white">
              {capacity.name} <span className="font-normal">(score {result.capacity_score})</span>
              {result.answers_capacity === result.calculated_capacity ? null : (
                <span className="block font-normal">
                  answers alone: {result.answers_capacity}; with the fact-find: {result.calculated_capacity}
                </span>
              )}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-gray-700 dark:text-gray-300">{capacity.about}</p>
        <FactFindCheckNote assessment={latest} />
        {result.override ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            <p className="font-semibold">
              Changed from {result.calculated_level} to {result.override.level} by {result.override.by.name},{' '}
              {when(result.override.at)}
            </p>
            <p className="mt-1 whitespace-pre-line">Reason: {result.override.reason}</p>
          </div>
        ) : null}
        <AnswersTable assessment={latest} name={clientName} />
      </Card>

      <section aria-labelledby={`risk-history-${data.person}`} className="flex flex-col gap-3">
        <h3
          id={`risk-history-${data.person}`}
          className="text-lg font-semibold text-gray-950 dark:text-white"
        >
          Earlier results
        </h3>
        {earlier.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">None: this is the first.</p>
        ) : (
          <ul aria-labelledby={`risk-history-${data.person}`} className="flex flex-col gap-2">
            {earlier.map((item) => (
              <li
                key={item.id}
                className="rounded-lg border border-gray-200 p-3 text-sm dark:border-gray-800"
              >
                <span className="font-medium text-gray-950 dark:text-white">{when(item.completed_at)}</span>
                {item.result
                  ? ` — level ${item.result.level} (${levelName(item.result.level)}), score ${item.result.score}, ${capacityDescriptions[item.result.capacity].name.toLowerCase()}${
                      item.result.override
                        ? `; changed by ${item.result.override.by.name}: ${item.result.override.reason}`
                        : ''
                    }`
                  : null}
              </li>
            ))}
          </ul>
        )}
      </section>

      {deciding === 'level' ? (
        <DecisionDialog
          open
          onOpenChange={(open) => setDeciding(open ? 'level' : null)}
          title="Change the risk level"
          description="The calculated level stays on record beside yours."
          submitLabel="Change level"
          choice={{
            key: 'level',
            label: 'Level',
            initial: String(result.level),
            options: riskLevels.map((value) => ({
              value: String(value),
              label: `${value} — ${riskLevelDescriptions[value].name}`,
            })),
          }}
          text={{
            key: 'reason',
            label: 'Reason',
            hint: `${clientName} sees this reason beside the level on their result page.`,
          }}
          acknowledgementFor={(level) =>
            result.capacity_ceiling !== null && Number(level) > result.capacity_ceiling
              ? `I have considered that level ${level} is above the level ${result.capacity_ceiling} that ${clientName}’s ${result.capacity} capacity for loss supports.`
              : null
          }
          schema={overrideRiskLevelRequestSchema}
          toBody={({ choice, text, acknowledged }) => ({
            level: Number(choice),
            reason: text,
            ...(acknowledged === undefined ? {} : { acknowledge_above_capacity: acknowledged }),
          })}
          onSubmit={(body) => decide.mutateAsync(() => overrideRiskLevel(clientId, latest.id, body))}
        />
      ) : null}
      {deciding === 'capacity' ? (
        <DecisionDialog
          open
          onOpenChange={(open) => setDeciding(open ? 'capacity' : null)}
          title="Change the capacity for loss"
          description="The capacity calculated from the answers stays on record beside yours."
          submitLabel="Change capacity"
          choice={{
            key: 'capacity',
            label: 'Capacity for loss',
            initial: result.capacity,
            options: (['low', 'medium', 'high'] as const).map((value) => ({
              value,
              label: capacityDescriptions[value].name,
            })),
          }}
          text={{
            key: 'reason',
            label: 'Reason',
            hint: `${clientName} sees this reason on their result page.`,
          }}
          schema={overrideRiskCapacityRequestSchema}
          toBody={({ choice, text }) => ({ capacity: choice, reason: text })}
          onSubmit={(body) => decide.mutateAsync(() => overrideRiskCapacity(clientId, latest.id, body))}
        />
      ) : null}
      {deciding === 'review' ? (
        <DecisionDialog
          open
          onOpenChange={(open) => setDeciding(open ? 'review' : null)}
          title="Review answers that disagree"
          description="Your review makes the result final. Record what you discussed and concluded."
          submitLabel="Mark as reviewed"
          text={{
            key: 'note',
            label: 'Review note',
            hint: `${clientName} sees this note on their result page.`,
          }}
          schema={reviewRiskAssessmentRequestSchema}
          toBody={({ text }) => ({ note: text })}
          onSubmit={(body) => decide.mutateAsync(() => reviewRiskAssessment(clientId, latest.id, body))}
        />
      ) : null}
    </div>
  );
}
