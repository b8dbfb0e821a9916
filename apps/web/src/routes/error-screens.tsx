import { type ErrorComponentProps, Link, useRouter, useRouterState } from '@tanstack/react-router';
import { House, RotateCw } from 'lucide-react';
import { FirmBrand } from '../features/firm/components/firm-brand.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { isApiError, isSessionExpiredError } from '../lib/http.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { ErrorScreen } from '../ui/error-screen.tsx';

// An unknown path, for guests and users alike.
export function NotFoundScreen() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <>
      <FirmPageTitle page="Page not found" />
      <ErrorScreen
        status={404}
        message={`Page not found: ${pathname}`}
        hint="The link may be mistyped, or the page may have moved."
        brand={<FirmBrand />}
        action={
          <Link to="/" className={buttonClasses('primary')}>
            <House aria-hidden="true" className="size-4" />
            Go back home
          </Link>
        }
      />
    </>
  );
}

// The firm itself could not be loaded (the server is down), or a page's load failed: nothing branded to show,
// so say so plainly. A load refused because the session has ended shows only the Session Expired dialog.
export function RootErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (isSessionExpiredError(error)) return null;
  const status = isApiError(error) && error.status > 0 ? error.status : 503;
  const message = isApiError(error) ? error.message : 'Something went wrong. Please try again.';
  return (
    <ErrorScreen
      status={status}
      message={message}
      action={
        <Button onClick={() => router.invalidate()}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      }
    />
  );
}
