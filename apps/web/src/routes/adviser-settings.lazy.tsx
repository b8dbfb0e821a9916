import { useQueryClient } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { firmQueryOptions } from '../features/firm/api.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { SettingsPage } from '../features/firm-settings/components/settings-page.tsx';
import { PageTitle } from '../ui/page-title.tsx';

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

export const adviserSettingsLazyRoute = createLazyRoute('/_staff/adviser/_admin/settings')({
  component: AdviserSettingsRoute,
});
