import type { ComponentType } from 'react';
import { ReturnNoteBanner } from '../features/factfind/components/return-note-banner.tsx';
import type { FactFindTarget } from '../features/factfind/save.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';

type PageProps = { target: FactFindTarget; firmName: string };

// The fact-find's review and its "submitted" page (fact-find-review.tsx, fact-find-submit-success.tsx): the page of
// the fact-find the route's beforeLoad chose, under the firm's name, with the adviser's note on a returned fact-find
// above it (it appears live) and its Continue. A module of its own, so the routes' components stay split
// (docs/decisions/014-automatic-code-splitting.md).
export function NotedFactFindPage({
  target,
  page: Page,
}: {
  target: FactFindTarget;
  page: ComponentType<PageProps>;
}) {
  const firm = useFirm();
  return (
    <>
      {target.isPreview ? null : <ReturnNoteBanner clientId={target.clientId} showContinue />}
      <Page target={target} firmName={firm.name} />
    </>
  );
}
