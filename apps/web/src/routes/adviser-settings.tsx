import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { firmQueryOptions } from '../features/firm/api.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { firmSettingsQueryOptions } from '../features/firm-settings/api.ts';
import { SettingsPage } from '../features/firm-settings/components/settings-page.tsx';

// The firm's branding and portal settings, for admins (_admin.tsx: an adviser gets the 404 screen).
export const Route = createFileRoute('/_staff/adviser/_admin/settings')({
  loader: ({ context }) => context.queryClient.ensureQueryData(firmSettingsQueryOptions()),
  component: AdviserSettingsRoute,
});

function AdviserSettingsRoute() {
  const queryClient = useQueryClient();
  return (
    <>
      <FirmPageTitle page="Settings" />
      {/* A saved change rebrands this browser at once: the firm's branding is refetched. */}
      <SettingsPage
        onChanged={() => void queryClient.invalidateQueries({ queryKey: firmQueryOptions().queryKey })}
      />
    </>
  );
}
