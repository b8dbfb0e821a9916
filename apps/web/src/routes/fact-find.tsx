import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FactFindLoadError } from '../features/factfind/components/load-error.tsx';
import { QuestionnairePage } from '../features/factfind/components/questionnaire-page.tsx';
import { ReturnNoteBanner } from '../features/factfind/components/return-note-banner.tsx';
import { factFindTargetFor } from '../features/factfind/target.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { SupportNeedsPrompt } from '../features/support-needs/components/support-needs-prompt.tsx';
import { loadFactFindRoute } from './fact-find-loader.ts';

// ?step= names the step (a base page slug or 'custom.{slug}'); ?preview=1 is the advisers' preview.
export type FactFindSearch = { step?: string; preview?: 1 };

export const Route = createFileRoute('/_app/_client/fact-find')({
  validateSearch: (search: Record<string, unknown>): FactFindSearch => ({
    ...(typeof search.step === 'string' && search.step !== '' ? { step: search.step } : {}),
    ...(search.preview === 1 || search.preview === '1' ? { preview: 1 as const } : {}),
  }),
  beforeLoad: ({ search }) => ({
    target: factFindTargetFor('/fact-find', { isPreview: search.preview === 1 }),
  }),
  loader: ({ context }) => loadFactFindRoute(context, '/fact-find'),
  // The loader's error is shown by a component loaded with the route (the router preloads it).
  errorComponent: FactFindLoadError,
  component: FactFindRoute,
});

const route = getRouteApi('/_app/_client/fact-find');

function FactFindRoute() {
  const { step } = route.useSearch();
  const { target } = route.useRouteContext();
  const firm = useFirm();
  // The adviser's note on a returned fact-find, above the page (it appears live); on the "About you" step, where to
  // tell the firm what would help (docs/support-needs.md).
  const isAboutYou = step === undefined || step === 'about-you';
  return (
    <>
      {target.isPreview ? null : <ReturnNoteBanner clientId={target.clientId} />}
      {target.isPreview || !isAboutYou ? null : <SupportNeedsPrompt firmName={firm.name} />}
      <QuestionnairePage target={target} firmName={firm.name} step={step} />
    </>
  );
}
