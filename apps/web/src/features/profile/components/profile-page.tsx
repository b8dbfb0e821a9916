import { useSuspenseQuery } from '@tanstack/react-query';
import { profileQueryOptions } from '../api.ts';
import { AlertPreferencesSection } from './alert-preferences-section.tsx';
import { DetailsSection } from './details-section.tsx';
import { EmailSection } from './email-section.tsx';
import { MfaSection } from './mfa-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TrustedDevicesSection } from './trusted-devices-section.tsx';

// /profile: the caller's own details and the security of their account, one card per topic.
export function ProfilePage({ firmName }: { firmName: string }) {
  const { data: profile } = useSuspenseQuery(profileQueryOptions());
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
      <DetailsSection profile={profile} />
      <EmailSection profile={profile} />
      <PasswordSection email={profile.email} />
      <MfaSection mfa={profile.mfa} email={profile.email} firmName={firmName} />
      <TrustedDevicesSection />
      <SessionsSection />
      <AlertPreferencesSection />
    </div>
  );
}
