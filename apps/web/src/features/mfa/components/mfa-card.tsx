import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card } from '../../../ui/card.tsx';
import { mfaStatusQueryOptions } from '../api.ts';
import { MfaForm } from './mfa-form.tsx';

export function MfaCard({ onVerified, logoutButton }: { onVerified: () => void; logoutButton: ReactNode }) {
  const { data: status } = useSuspenseQuery(mfaStatusQueryOptions());
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
        Verify it’s you
      </h1>
      <p className="mt-1.5 mb-6 text-sm text-gray-600 dark:text-gray-400">
        Your account is protected by multi-factor authentication.
      </p>
      <MfaForm status={status} onVerified={onVerified} />
      <div className="mt-4 text-center">{logoutButton}</div>
    </Card>
  );
}
