import { createFileRoute, Outlet } from '@tanstack/react-router';
import { FirmBrand } from '../features/firm/components/firm-brand.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { ColourModeSwitch } from '../ui/colour-mode-switch.tsx';
import { AuthLayout } from '../ui/layout/auth-layout.tsx';

function AuthLayoutRoute() {
  const firm = useFirm();
  return (
    <AuthLayout
      brand={<FirmBrand layout="stacked" />}
      tools={<ColourModeSwitch />}
      footer={`${firm.name} · secure client portal`}
    >
      <Outlet />
    </AuthLayout>
  );
}

// Public pages (login, password reset, invitations, registration) share this pathless layout.
export const Route = createFileRoute('/_auth')({
  component: AuthLayoutRoute,
});
