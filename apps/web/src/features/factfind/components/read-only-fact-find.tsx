import type { Region, UserClient } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import { displayPersonName } from '@atrium/domain/factfind/names';
import { resolvePermissions } from '@atrium/domain/factfind/permissions';
import { customPagesAbout, templateAbout } from '@atrium/domain/factfind/perspective';
import { type ReactNode, useId, useMemo } from 'react';
import { cx } from '../../../ui/cx.ts';
import { useTotalsOf } from '../hooks/use-household-totals.ts';
import { type ReviewBlock, type ReviewRow, reviewBlocks } from '../review-model.ts';
import { sectionTotalRows, type TotalRow } from '../review-totals-model.ts';
import { factFindSteps, type Step } from '../steps.ts';
import { FactFindSection } from './fact-find-section.tsx';
import { ReviewTotals } from './review-totals.tsx';
import { SectionTotals } from './section-totals.tsx';

// Beside each answer, what the reader may do with it (the adviser: its history). `label` names the answer
// with its section, so two people's "First name" are told apart.
export type RowAction = (row: { path: string; label: string }) => ReactNode;

type Props = {
  data: PortalChangesResponse;
  // Whose fact-find: the names and dates of birth the display rules fall back to, and take-home pay's client.
  client: UserClient;
  region: Region;
  rowAction?: RowAction;
};

function Rows({ rows, heading, rowAction }: { rows: ReviewRow[]; heading: string; rowAction?: RowAction }) {
  return (
    <dl className="divide-y divide-gray-200 dark:divide-gray-800">
      {rows.map((row) => (
        <div
          key={row.path}
          className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_6.5rem] sm:items-center sm:gap-x-4"
        >
          <dt className="row-start-1 text-sm text-gray-600 dark:text-gray-400">{row.label}</dt>
          <dd className="col-start-1 row-start-2 text-sm font-medium break-words text-gray-900 sm:col-start-2 sm:row-start-1 dark:text-gray-50">
            {row.value}
          </dd>
          {rowAction && !row.path.endsWith(':derived') ? (
            <dd className="col-start-2 row-span-2 row-start-1 self-center justify-self-end sm:col-start-3 sm:row-span-1">
              {rowAction({ path: row.path, label: `${row.label}, ${heading}` })}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

function Block({
  block,
  totals,
  rowAction,
}: {
  block: ReviewBlock;
  totals: TotalRow[];
  rowAction?: RowAction;
}) {
  const headingId = useId();
  return (
    <FactFindSection heading={block.heading} headingId={headingId}>
      {block.rows.length > 0 ? (
        <Rows rows={block.rows} heading={block.heading} rowAction={rowAction} />
      ) : null}
      {block.items.map((item) => (
        <div key={item.title}>
          <h4 className="text-sm font-semibold text-gray-900 dark:text-gray-50">{item.title}</h4>
          <Rows rows={item.rows} heading={`${item.title}, ${block.heading}`} rowAction={rowAction} />
        </div>
      ))}
      <SectionTotals totals={totals} />
    </FactFindSection>
  );
}

// A step's blocks, with client 1's and client 2's versions of a section side by side.
function pairs(step: Step, blocks: ReviewBlock[]): ReviewBlock[][] {
  const personOf = (block: ReviewBlock) =>
    step.kind === 'base' ? step.sections.find((section) => section.key === block.id)?.person : undefined;
  const grouped: ReviewBlock[][] = [];
  for (const block of blocks) {
    const previous = grouped.at(-1);
    const first = previous?.[0];
    if (previous?.length === 1 && first && personOf(first) === 1 && personOf(block) === 2)
      previous.push(block);
    else grouped.push([block]);
  }
  return grouped;
}

// The fact-find as answered, read-only, in the client's own sections: the firm reads it here, about each person.
export function ReadOnlyFactFind({ data: asAnswered, client, region, rowAction }: Props) {
  // The firm reads each person's questions and answers about them by name, never "you", and the household's and
  // its own pages' about the household (perspective.ts).
  const data = useMemo(
    () => ({ ...asAnswered, customPages: customPagesAbout(asAnswered.customPages) }),
    [asAnswered],
  );
  const client1 = displayPersonName(1, data.factFind, client);
  const client2 = displayPersonName(2, data.factFind, client);
  const template = useMemo(
    () => templateAbout(localiseTemplate(baseTemplate, region), { client1, client2 }),
    [region, client1, client2],
  );
  const steps = factFindSteps(data, resolvePermissions(data.templatePermissions, {}), template);
  const blocks = reviewBlocks(steps, { data, client, missing: {} });
  const household = useTotalsOf(client.id, data, { region, client });
  const totalsBySection = household.isPending
    ? {}
    : sectionTotalRows(data.factFind, household.totals, household.portfolio, client.currency_symbol);
  const byStep = steps.flatMap((step) => {
    const ofStep = blocks.filter((block) => block.step === step);
    return ofStep.length > 0 ? [{ step, groups: pairs(step, ofStep) }] : [];
  });
  return (
    <div className="space-y-8">
      <ReviewTotals
        totals={household.totals}
        isPending={household.isPending}
        symbol={client.currency_symbol}
        voice="adviser"
      />
      {byStep.length === 0 ? (
        <p className="text-base text-gray-700 dark:text-gray-300">Nothing has been answered yet.</p>
      ) : null}
      {byStep.map(({ step, groups }) => (
        <section key={step.slug} aria-label={step.title} className="space-y-4">
          <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-50">{step.title}</h2>
          {groups.map((group) => (
            <div key={group[0]?.id} className={cx('grid gap-4', group.length === 2 && 'lg:grid-cols-2')}>
              {group.map((block) => (
                <Block
                  key={block.id}
                  block={block}
                  totals={totalsBySection[block.id] ?? []}
                  rowAction={rowAction}
                />
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
