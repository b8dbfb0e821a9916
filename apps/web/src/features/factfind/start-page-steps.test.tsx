import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindPath, notStartedFactFind } from '../../test/factfind-fixtures.ts';
import { answer } from '../../test/fake-api.ts';
import { jointClient, storeSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { clientId, draftFactFind } from './testing.tsx';

// The start page names the steps the stepper will show: both come from steps.ts's factFindSteps, and before a
// fact-find starts the server names the firm's custom pages without their questions (features/factfind in the
// server: customPagesOutline).
describe('the start page’s list of sections', () => {
  it('has as many sections as the stepper, the firm’s custom page included', async () => {
    const started = draftFactFind();
    const outline = started.customPages.map((page) => ({ ...page, sections: [] }));
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    answer(`GET ${factFindPath}`, { status: 200, body: { ...notStartedFactFind, customPages: outline } });
    answer(`GET /api/clients/${clientId}/fact-find-consent`, {
      status: 200,
      body: { data: { required: false, text: '', given: false, given_at: null } },
    });
    answer(`POST ${factFindPath}/start`, { status: 201, body: started });
    const app = renderApp('/fact-find/start');

    const heading = await screen.findByRole('heading', { name: 'What we will ask about' });
    const list = heading.nextElementSibling as HTMLElement;
    const listed = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(listed.at(-1)).toBe('Your goals');

    await app.user.click(await screen.findByRole('button', { name: 'Start your fact-find' }));
    const stepper = await screen.findByRole('navigation', { name: 'Fact-find steps' });
    const steps = within(stepper)
      .getAllByRole('link')
      .map((link) =>
        link.textContent
          ?.replace(/^\d+/, '')
          .replace(/\(.*\)$/, '')
          .trim(),
      );
    expect(within(stepper).getByText(`Step 1 of ${listed.length}`, { exact: false })).toBeInTheDocument();
    expect(steps).toEqual(listed);
  });
});
