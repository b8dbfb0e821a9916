import { declarationStateText } from '@atrium/domain/factfind/declarations';
import { useQuery } from '@tanstack/react-query';
import { formatLongDateTime } from '../../../ui/date-time.ts';
import { SectionCard } from '../../../ui/section-card.tsx';
import { declarationsQueryOptions } from '../declarations.ts';

// Who of the household has declared the current fact-find, when the firm asks each partner for a
// declaration (GET api/clients/{id}/fact-find-declarations, as the client's review page reads it; the PDF lists
// the same).
export function AdviserDeclarationsCard({ clientId }: { clientId: number }) {
  const state = useQuery(declarationsQueryOptions(clientId)).data?.data;
  if (!state?.required) return null;
  return (
    <SectionCard title="Declarations" className="gap-3">
      <ul className="space-y-1 text-base text-gray-800 dark:text-gray-200">
        {state.people.map((person) => (
          <li key={person.person}>
            <span className="font-semibold">{person.name}</span>:{' '}
            {declarationStateText(person, formatLongDateTime)}
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
