import { mfaRules } from '@atrium/domain/contract/mfa';
import type { TrustedDevice } from '@atrium/domain/contract/mfa-settings';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatDate } from '../../../ui/date-time.ts';
import { failureMessage } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { profileKeys, revokeTrustedDevice, trustedDevicesQueryOptions } from '../api.ts';
import { StatusMessage } from './section-form-parts.tsx';

// Devices that skip the code at login for 30 days; each can be forgotten from here.
export function TrustedDevicesSection() {
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trustedDevicesQueryOptions());
  const [confirming, setConfirming] = useState<TrustedDevice | null>(null);
  const revoke = useMutation({
    mutationFn: (device: TrustedDevice) => revokeTrustedDevice(device.id),
    onSuccess: async () => {
      setConfirming(null);
      await queryClient.invalidateQueries({ queryKey: profileKeys.trustedDevices });
    },
    // The page behind the dialog says what went wrong.
    onError: () => setConfirming(null),
  });
  const message = failureMessage(revoke.error, []);

  return (
    <SectionCard
      className="gap-5"
      title="Trusted devices"
      description={`Devices where you chose “Trust this device”: they skip the code at login for ${mfaRules.trustDeviceDays} days.`}
    >
      <div className="space-y-4">
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        <StatusMessage message={revoke.isSuccess ? revoke.data.message : null} />
        {data.data.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">No device is trusted at the moment.</p>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
            {data.data.map((device) => (
              <li key={device.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium break-words text-gray-900 dark:text-gray-50">
                    {device.label}
                    {device.current ? (
                      <span className="ml-2 inline-block rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-ink dark:bg-gray-800">
                        This device
                      </span>
                    ) : null}
                  </p>
                  <p className="text-gray-600 dark:text-gray-400">
                    Trusted {formatDate(device.created_at)}
                    {device.last_used_at ? ` · last used ${formatDate(device.last_used_at)}` : ''} · until{' '}
                    {formatDate(device.expires_at)}
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove ${device.label}${device.current ? ' (this device)' : ''}`}
                  onClick={() => {
                    revoke.reset();
                    setConfirming(device);
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title="Remove this trusted device?"
        description={
          confirming
            ? `${confirming.label}${confirming.current ? ' (the device you are using now)' : ''} will need a code the next time you log in on it.`
            : ''
        }
        confirmLabel="Remove device"
        variant="danger"
        isPending={revoke.isPending}
        onConfirm={() => {
          if (confirming) revoke.mutate(confirming);
        }}
      />
    </SectionCard>
  );
}
