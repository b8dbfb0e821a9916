import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TitledCard } from '../../../ui/titled-card.tsx';
import { mfaStatusQueryOptions } from '../api.ts';
import { MfaForm } from './mfa-form.tsx';

export function MfaCard({ onVerified, logoutButton }: { onVerified: () => void; logoutButton: ReactNode }) {
  const { data: status } = useSuspenseQuery(mfaStatusQueryOptions());
  return (
    <TitledCard title="Verify it’s you" lead="Your account is protected by multi-factor authentication.">
      <MfaForm status={status} onVerified={onVerified} />
      <div className="mt-4 text-center">{logoutButton}</div>
    </TitledCard>
  );
}
