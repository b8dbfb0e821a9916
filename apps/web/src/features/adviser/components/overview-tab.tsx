import type { ClientDetail } from '@atrium/domain/contract/adviser';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDateTime, formatPlainDate } from '../../../ui/date-time.ts';
import { Details } from '../../../ui/details.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { clientDetailQueryOptions } from '../api.ts';
import { PortalAccessCard } from './portal-access-card.tsx';

const notGiven = <span className="font-normal text-gray-600 dark:text-gray-400">Not given</span>;

function contactRows(client: ClientDetail): [string, ReactNode][] {
  return [
    [
      'Email',
      <a
        key="email"
        href={`mailto:${client.email}`}
        className="text-primary-ink underline underline-offset-4"
      >
        {client.email}
      </a>,
    ],
    ['Telephone', client.telephone ?? notGiven],
    ['Address', client.address ?? notGiven],
    ['Date of birth', client.dob ? formatPlainDate(client.dob) : notGiven],
    ['Region', client.region === 'ie' ? 'Ireland' : 'United Kingdom'],
    ['Client since', formatDateTime(client.created_at)],
  ];
}

export function OverviewTab({ clientId }: { clientId: number }) {
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <SectionCard title="Contact details">
        <Details rows={contactRows(client)} />
      </SectionCard>
      <div className="space-y-6">
        <SectionCard title="Joint partner">
          {client.joint ? (
            <Details
              rows={[
                ['Name', client.joint.name],
                [
                  'Email',
                  client.joint.email ? (
                    <a
                      key="joint-email"
                      href={`mailto:${client.joint.email}`}
                      className="text-primary-ink underline underline-offset-4"
                    >
                      {client.joint.email}
                    </a>
                  ) : (
                    notGiven
                  ),
                ],
                ['Date of birth', client.joint.dob ? formatPlainDate(client.joint.dob) : notGiven],
              ]}
            />
          ) : (
            <p className="text-sm text-gray-700 dark:text-gray-300">{client.name} is a single client.</p>
          )}
        </SectionCard>
        <SectionCard title="Adviser">
          <p className="text-sm text-gray-900 dark:text-gray-50">
            {client.adviser
              ? client.adviser.name
              : 'No adviser yet: the firm’s administrators look after this client.'}
          </p>
        </SectionCard>
      </div>
      <div className="lg:col-span-2">
        <PortalAccessCard client={client} />
      </div>
    </div>
  );
}
