import { PageTitle } from '../../../ui/page-title.tsx';
import { useFirm } from '../hooks/use-firm.ts';

// A page's document title with the current firm's name (ui/page-title.tsx), for the route components that
// otherwise read the firm only to name it there.
export function FirmPageTitle({ page }: { page: string }) {
  const firm = useFirm();
  return <PageTitle page={page} firmName={firm.name} />;
}
