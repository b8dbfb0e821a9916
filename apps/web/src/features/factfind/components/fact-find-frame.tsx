import { type ReactNode, useMemo } from 'react';
import { useSession } from '../../../lib/session.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { FactFindProvider } from '../context.tsx';
import type { FactFindTarget } from '../save.ts';
import { FactFindHeading } from './fact-find-heading.tsx';

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
        <FactFindHeading heading={heading} intro={intro} isPreview={target.isPreview} />
        {children}
      </div>
    </FactFindProvider>
  );
}
