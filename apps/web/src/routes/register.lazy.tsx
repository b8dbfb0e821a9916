import { createLazyRoute } from '@tanstack/react-router';
import { RegisterCard } from '../features/account/components/register-card.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

function RegisterRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Create an account" firmName={firm.name} />
      <RegisterCard />
    </>
  );
}

export const registerLazyRoute = createLazyRoute('/auth/register')({ component: RegisterRoute });
