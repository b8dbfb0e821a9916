import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { firmQueryOptions } from '../features/firm/api.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { SettingsPage } from '../features/firm-settings/components/settings-page.tsx';
import { PageTitle } from '../ui/page-title.tsx';

// The firm's branding and portal settings, for admins (_admin.tsx: an adviser gets the 404 screen).
export const Route = createFileRoute('/_staff/adviser/_admin/settings')({
  loader: async ({ context }) => {
    const { firmSettingsQueryOptions } = await import('../features/firm-settings/api.ts');
    return context.queryClient.ensureQueryData(firmSettingsQueryOptions());
  },
  component: AdviserSettingsRoute,
});

function AdviserSettingsRoute() {
  const firm = useFirm();
  const queryClient = useQueryClient();
  return (
    <>
      <PageTitle page="Settings" firmName={firm.name} />
      {/* A saved change rebrands this browser at once: the firm's branding is refetched. */}
      <SettingsPage
        onChanged={() => void queryClient.invalidateQueries({ queryKey: firmQueryOptions().queryKey })}
      />
    </>
  );
}
