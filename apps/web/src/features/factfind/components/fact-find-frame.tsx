import { Eye } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useSession } from '../../../lib/session.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { FactFindProvider } from '../context.tsx';
import type { FactFindTarget } from '../save.ts';

type FactFindFrameProps = {
  target: FactFindTarget;
  firmName: string;
  pageTitle: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
};

// Every fact-find page: its title, heading and the context its fields read (whose fact-find, the
// client record, the user's permissions).
export function FactFindFrame({ target, firmName, pageTitle, heading, intro, children }: FactFindFrameProps) {
  const { user } = useSession();
  const client = user?.client ?? null;
  const permissions = user?.permissions;
  const region = user?.region ?? 'uk';
  const viewer = user?.household?.person ?? 1;
  // The route rebuilds the target on each navigation; what it names is what matters to memoise on.
  const { clientId, isPreview } = target;
  const value = useMemo(() => {
    const stable: FactFindTarget =
      isPreview || clientId === null ? { clientId: null, isPreview: true } : { clientId, isPreview: false };
    return { target: stable, client, userPermissions: permissions ?? {}, region, viewer };
  }, [clientId, isPreview, client, permissions, region, viewer]);
  return (
    <FactFindProvider value={value}>
      <PageTitle page={pageTitle} firmName={firmName} />
      <div className="space-y-8">
        <header className="space-y-2">
          {target.isPreview ? (
            <p className="inline-flex items-center gap-2 rounded-lg bg-primary-50 px-3 py-1.5 text-sm font-medium text-primary-ink dark:bg-gray-800">
              <Eye aria-hidden="true" className="size-4" />
              Preview: what you enter here is not saved
            </p>
          ) : null}
          <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">{heading}</h1>
          {intro ? <div className="max-w-2xl text-base text-gray-700 dark:text-gray-300">{intro}</div> : null}
        </header>
        {children}
      </div>
    </FactFindProvider>
  );
}
