import { declarationsResponseSchema } from '@atrium/domain/contract/factfind-declarations';
import { declarationStateText } from '@atrium/domain/factfind/declarations';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { http } from '../../../lib/http.ts';
import { Card } from '../../../ui/card.tsx';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

// Who of the household has declared the current fact-find, when the firm asks each partner for a
// declaration (GET api/clients/{id}/fact-find-declarations; the PDF lists the same).
export function DeclarationsCard({ clientId }: { clientId: number }) {
  const headingId = useId();
  const { data } = useQuery({
    queryKey: ['adviser', 'clients', clientId, 'declarations'],
    queryFn: ({ signal }) =>
      http.get(`/api/clients/${clientId}/fact-find-declarations`, {
        schema: declarationsResponseSchema,
        signal,
      }),
  });
  const state = data?.data;
  if (!state?.required) return null;
  return (
    <Card className="space-y-3 p-5 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-3">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          Declarations
        </h2>
        <ul className="space-y-1 text-base text-gray-800 dark:text-gray-200">
          {state.people.map((person) => (
            <li key={person.person}>
              <span className="font-semibold">{person.name}</span>: {declarationStateText(person, when)}
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
