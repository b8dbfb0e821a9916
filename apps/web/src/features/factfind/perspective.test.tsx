import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jointClient } from '../../test/fixtures.ts';
import { factFindKeys } from './api.ts';
import { BaseSection } from './components/base-section.tsx';
import { FactFindProvider, useTemplate } from './context.tsx';
import { clientId, draftFactFind } from './testing.tsx';

// Each partner reads the one fact-find from their own side (context.tsx useTemplate with the viewer from
// GET api/user household.person; packages/domain/src/factfind/perspective.ts).

function PersonalDetails({ person }: { person: 1 | 2 }) {
  const section = useTemplate()
    .pages.flatMap((page) => page.sections)
    .find((candidate) => candidate.key === `personal_details_client${person}`);
  return section ? <BaseSection section={section} /> : null;
}

function renderAs(viewer: 1 | 2) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(factFindKeys.factFind(clientId), draftFactFind());
  const value = {
    target: { clientId, isPreview: false as const },
    client: jointClient.client,
    userPermissions: jointClient.permissions,
    region: 'uk' as const,
    viewer,
  };
  return render(
    <QueryClientProvider client={queryClient}>
      <FactFindProvider value={value}>
        <PersonalDetails person={1} />
        <PersonalDetails person={2} />
      </FactFindProvider>
    </QueryClientProvider>,
  );
}

describe('the fact-find from each partner’s side', () => {
  it('keeps client 1’s sign-in help for client 1 and leaves it out for client 2, naming both alike', () => {
    const first = renderAs(1);
    const emails = () => screen.getAllByRole('textbox', { name: /^Email address/ });
    expect(emails()[0]).toHaveAccessibleDescription(expect.stringContaining('address you sign in with'));
    expect(screen.getByRole('heading', { name: "James's details" })).toBeInTheDocument();
    first.unmount();

    renderAs(2);
    expect(emails()[0]).not.toHaveAccessibleDescription(expect.stringContaining('sign in'));
    expect(screen.getByRole('heading', { name: "James's details" })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "Emma's details" })).toBeInTheDocument();
  });
});
