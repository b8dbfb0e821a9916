import type { SupportNeeds } from '@atrium/domain/contract/support-needs';
import { adjustments, contactMethods, drivers } from '@atrium/domain/support/needs';
import type { ReactNode } from 'react';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">{term}</dt>
      <dd className="mt-1 text-sm break-words text-gray-900 sm:col-span-2 sm:mt-0 dark:text-gray-100">
        {children}
      </dd>
    </div>
  );
}

const listOf = (items: string[]) =>
  items.length === 0 ? (
    'None'
  ) : (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );

// Everything a person told the firm, in the words they chose from: their own view on /profile, and the detail a
// member of staff opens (support-adjustments.tsx).
export function NeedsSummary({ needs, you }: { needs: SupportNeeds; you: boolean }) {
  const contact = needs.trusted_contact;
  return (
    <dl className="divide-y divide-gray-200 dark:divide-gray-700">
      <Row term={you ? 'What is making things harder' : 'What is making things harder for them'}>
        {listOf(needs.drivers.map((key) => drivers[key]))}
      </Row>
      {needs.details ? (
        <Row term={you ? 'In your own words' : 'In their own words'}>
          <span className="whitespace-pre-line">{needs.details}</span>
        </Row>
      ) : null}
      <Row term="What would help">{listOf(needs.adjustments.map((key) => adjustments[key]))}</Row>
      <Row term="Preferred contact">
        {needs.preferred_contact ? contactMethods[needs.preferred_contact] : 'No preference'}
      </Row>
      <Row term="Trusted contact">
        {contact ? (
          <>
            <span className="block">
              {contact.name} ({contact.relationship})
            </span>
            <span className="block">{contact.reach}</span>
            <span className="block text-gray-700 dark:text-gray-300">May be told: {contact.may_be_told}</span>
          </>
        ) : (
          'None'
        )}
      </Row>
    </dl>
  );
}
