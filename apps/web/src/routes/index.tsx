import { createFileRoute } from '@tanstack/react-router';
import { NextAppointmentCard } from '../features/calendar/components/next-appointment-card.tsx';
import { DocumentsHomeCard } from '../features/documents/components/documents-home-card.tsx';
import { RequestsHomeCard } from '../features/documents/components/requests-home-card.tsx';
import { FactFindHomeCard } from '../features/factfind/components/fact-find-home-card.tsx';
import { CheckInHomeCard } from '../features/factfind/review-check-in/components/check-in-home-card.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { HomePage } from '../features/home/components/home-page.tsx';
import { LinksHomeCard } from '../features/links/components/links-home-card.tsx';
import { SignaturesHomeCard } from '../features/signatures/components/signatures-home-card.tsx';
import { useSession } from '../lib/session.ts';
import { Spinner } from '../ui/spinner.tsx';

export const Route = createFileRoute('/_app/_client/')({
  component: HomeRoute,
});

function HomeRoute() {
  const { user } = useSession();
  const firm = useFirm();
  return (
    <>
      <FirmPageTitle page="Home" />
      {user ? (
        <HomePage
          user={user}
          firm={firm}
          factFind={user.client ? <FactFindHomeCard clientId={user.client.id} /> : null}
          cards={
            user.role === 'client' ? (
              <>
                <CheckInHomeCard />
                <NextAppointmentCard />
                <SignaturesHomeCard />
                <RequestsHomeCard />
                <DocumentsHomeCard />
                <LinksHomeCard />
              </>
            ) : null
          }
        />
      ) : (
        <Spinner className="size-6" label="Loading your details" />
      )}
    </>
  );
}
