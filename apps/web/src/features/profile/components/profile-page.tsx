import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { profileQueryOptions } from '../api.ts';
import { AlertPreferencesSection } from './alert-preferences-section.tsx';
import { ConfirmContactSection } from './confirm-contact-section.tsx';
import { DetailsSection } from './details-section.tsx';
import { EmailSection } from './email-section.tsx';
import { MfaSection } from './mfa-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TrustedDevicesSection } from './trusted-devices-section.tsx';

// /profile: the caller's own details and the security of their account, one card per topic.
export function ProfilePage({ firmName }: { firmName: string }) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
  // Taking the fact-find's details changes the account's: the details form starts again from them.
  const [detailsVersion, setDetailsVersion] = useState(0);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900 sm:text-3xl dark:text-gray-50">
          Your profile
        </h1>
        <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">
          Your details and how your {firmName} account is kept safe.
        </p>
      </div>
      {profile.contact_to_confirm ? (
        <ConfirmContactSection
          profile={profile}
          contact={profile.contact_to_confirm}
          onSaved={() => setDetailsVersion((version) => version + 1)}
        />
      ) : null}
      <DetailsSection key={detailsVersion} profile={profile} />
      <EmailSection profile={profile} />
      <PasswordSection email={profile.email} />
      <MfaSection mfa={profile.mfa} email={profile.email} firmName={firmName} />
      <TrustedDevicesSection />
      <SessionsSection />
      <AlertPreferencesSection />
    </div>
  );
}
