import type { SupportAdjustments as PersonAdjustments } from '@atrium/domain/contract/support-needs';
import { adjustmentStaffLabels, contactMethods } from '@atrium/domain/support/needs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { HeartHandshake } from 'lucide-react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { failureMessage } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { openSupportNeedsDetail, supportAdjustmentsQueryOptions } from '../api.ts';
import { NeedsSummary } from './needs-summary.tsx';

// Where staff meet the adjustments: the client page (a section, "none recorded" included), and before they act —
// composing a message, arranging a meeting — a notice shown only when there is something to honour.
type Where = 'client-page' | 'message' | 'meeting';

const lead: Record<Exclude<Where, 'client-page'>, string> = {
  message: 'Before you write',
  meeting: 'For this meeting',
};

function PersonLine({ person }: { person: PersonAdjustments }) {
  const parts = person.adjustments.map((key) => adjustmentStaffLabels[key]);
  if (person.preferred_contact)
    parts.push(`prefers ${contactMethods[person.preferred_contact].toLowerCase()}`);
  if (person.has_trusted_contact) parts.push('has named a trusted contact');
  return (
    <li>
      <span className="font-semibold">{person.name}:</span>{' '}
      {parts.length > 0 ? parts.join(' · ') : 'told us more'}
    </li>
  );
}

// The detail, opened on asking: the server audits every opening, so it is fetched each time and never kept.
function Detail({ clientId }: { clientId: number }) {
  const open = useMutation({ mutationFn: () => openSupportNeedsDetail(clientId) });
  if (open.data)
    return (
      <div className="flex flex-col gap-4">
        {open.data.data.map((person) => (
          <section key={person.person} aria-label={`What ${person.name} told us`}>
            <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-100">{person.name}</h3>
            <NeedsSummary needs={person} you={false} />
          </section>
        ))}
        <div>
          <Button variant="secondary" size="sm" onClick={() => open.reset()}>
            Hide detail
          </Button>
        </div>
      </div>
    );
  return (
    <div className="flex flex-col gap-2">
      {open.error ? <ErrorAlert>{failureMessage(open.error, [])}</ErrorAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" size="sm" isPending={open.isPending} onClick={() => open.mutate()}>
          Show detail
        </Button>
        <span className="text-sm text-gray-600 dark:text-gray-400">
          Each opening is recorded in the audit log.
        </span>
      </div>
    </div>
  );
}

export function SupportAdjustments({ clientId, where }: { clientId: number; where: Where }) {
  const query = useQuery(supportAdjustmentsQueryOptions(clientId));
  const people = query.data ?? [];
  const list = (
    <ul className="flex flex-col gap-1 text-sm text-gray-900 dark:text-gray-100">
      {people.map((person) => (
        <PersonLine key={person.person} person={person} />
      ))}
    </ul>
  );
  if (where === 'client-page')
    return (
      <SectionCard
        title="Support needs"
        description="Adjustments the household asked for. The detail is theirs: open it only when you need it."
      >
        {query.isError ? (
          <ErrorAlert>The support needs could not be loaded. Reload the page to try again.</ErrorAlert>
        ) : query.isPending ? (
          <p className="text-sm text-gray-600 dark:text-gray-400">Loading…</p>
        ) : people.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">None recorded.</p>
        ) : (
          <>
            {list}
            <Detail clientId={clientId} />
          </>
        )}
      </SectionCard>
    );
  if (people.length === 0) return null;
  return (
    <aside
      // Several meetings on one page: each notice named by whose needs it shows.
      aria-label={
        where === 'meeting' ? `Support needs: ${people.map((p) => p.name).join(' and ')}` : 'Support needs'
      }
      className="flex gap-3 rounded-lg border border-primary-action/40 bg-primary-50 p-3 dark:border-primary-ink/40 dark:bg-gray-900"
    >
      <HeartHandshake aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-ink" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-sm font-semibold text-gray-900 dark:text-gray-100">{lead[where]}: support needs</p>
        {list}
        <Detail clientId={clientId} />
      </div>
    </aside>
  );
}
