import { useSuspenseQuery } from '@tanstack/react-query';
import { SectionCard } from '../../../ui/section-card.tsx';
import { lettersQueryOptions } from '../api.ts';
import { GenerateLetters } from './generate-letters.tsx';
import { LetterCard } from './letter-card.tsx';

// The client page's letters of authority (on its Signatures tab: a letter is a document sent for signature first,
// and the provider's side follows its signature): the fact-find's policies to write to, and each letter's progress.
export function LettersOfAuthoritySection({
  clientId,
  onGenerated,
}: {
  clientId: number;
  // The signing requests the letters made are the Signatures tab's to list again.
  onGenerated: () => void;
}) {
  const { data } = useSuspenseQuery(lettersQueryOptions(clientId));
  return (
    <SectionCard
      title="Letters of authority"
      description="One letter per pension or investment, in your firm's branding, signed by its owner in the portal; then record each step with the provider."
    >
      <GenerateLetters clientId={clientId} policies={data.policies} onGenerated={onGenerated} />
      {data.data.length > 0 ? (
        <div className="flex flex-col gap-3">
          {data.data.map((letter) => (
            <LetterCard key={letter.id} letter={letter} />
          ))}
        </div>
      ) : null}
    </SectionCard>
  );
}
