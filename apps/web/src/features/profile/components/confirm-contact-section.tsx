import type {
  ContactToConfirm,
  ProfileResponse,
  UpdateProfileRequest,
} from '@atrium/domain/contract/profile';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { failureMessage } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { useUpdateProfile } from '../hooks/use-update-profile.ts';
import { FormActions } from './section-form-parts.tsx';

// The household's fact-find holds a name or mobile number for this person that their partner gave, and their account
// keeps its own until they choose (docs/decisions/011-one-set-of-contact-details.md): they take the fact-find's for
// their account, or keep their account's, which the fact-find then takes back. Either is a PUT api/profile.
export function ConfirmContactSection({
  profile,
  contact,
  onSaved,
}: {
  profile: ProfileResponse;
  contact: ContactToConfirm;
  onSaved: () => void;
}) {
  const mutation = useUpdateProfile(onSaved);
  const [chosen, setChosen] = useState<'given' | 'own' | null>(null);
  const rows = [
    ...(contact.name !== undefined ? [{ label: 'Name', given: contact.name, own: profile.name }] : []),
    ...(contact.telephone !== undefined
      ? [{ label: 'Mobile number', given: contact.telephone, own: profile.telephone }]
      : []),
  ];
  const what = rows.map((row) => row.label.toLowerCase()).join(' and ');
  const choose = (side: 'given' | 'own') => {
    setChosen(side);
    const body: UpdateProfileRequest = {};
    if (contact.name !== undefined) body.name = side === 'given' ? contact.name : profile.name;
    if (contact.telephone !== undefined)
      body.telephone = side === 'given' ? contact.telephone : profile.telephone;
    mutation.mutate(body);
  };
  const failure = failureMessage(mutation.error, []);
  return (
    <SectionCard
      className="gap-4"
      title="Check your details from the fact-find"
      description={`${contact.changed_by} changed your ${what} in your household’s fact-find. Your account keeps its own until you choose.`}
    >
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="text-gray-600 dark:text-gray-400">
            <td />
            <th scope="col" className="py-1 pr-3 font-medium">
              In the fact-find
            </th>
            <th scope="col" className="py-1 font-medium">
              On your account
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200 dark:divide-gray-800">
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="py-2 pr-3 font-medium text-gray-700 dark:text-gray-300">
                {row.label}
              </th>
              <td className="py-2 pr-3 break-words text-gray-950 dark:text-white">{row.given ?? 'None'}</td>
              <td className="py-2 break-words text-gray-950 dark:text-white">{row.own ?? 'None'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <FormActions>
        <Button
          onClick={() => choose('given')}
          isPending={mutation.isPending && chosen === 'given'}
          disabled={mutation.isPending}
        >
          Use the fact-find’s details
        </Button>
        <Button
          variant="secondary"
          onClick={() => choose('own')}
          isPending={mutation.isPending && chosen === 'own'}
          disabled={mutation.isPending}
        >
          Keep my account’s details
        </Button>
      </FormActions>
    </SectionCard>
  );
}
