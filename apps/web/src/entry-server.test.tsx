import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { questionnaireIntro } from './features/factfind/components/questionnaire-shell.tsx';
import { demoFirm } from './test/fake-api.ts';

const firm = { ...demoFirm, name: 'Carter & Co' };
const welcome = 'This is your private space with Carter &amp; Co.';
// The page's markup, without the comments React puts between adjacent pieces of text.
const textOf = (html: string | undefined) => html?.replaceAll('<!-- -->', '');

describe("the server's first paint of a signed-in page", () => {
  it("draws the client's home and questionnaire with what they say to every client, for a client's browser", async () => {
    const home = await renderPage({ path: '/', firm, workspace: 'client' });
    expect(home?.mode).toBe('shell');
    expect(textOf(home?.html)).toContain(welcome);
    expect(home?.html).toMatch(/<h1[^>]*>Welcome<\/h1>/);
    const questionnaire = await renderPage({ path: '/fact-find', firm, workspace: 'client' });
    expect(textOf(questionnaire?.html)).toContain(questionnaireIntro);
    expect(questionnaire?.html).toMatch(/<h1[^>]*>Your fact-find<\/h1>/);
    // "About you" opens with the support-needs prompt (routes/fact-find.tsx), the screen's largest text.
    expect(textOf(questionnaire?.html)).toContain('Is anything making things harder for you');
    expect(textOf(questionnaire?.html)).toContain('You can tell Carter &amp; Co what would help');
    // The frame is the pages' own, with the links every client has (Protection only once the user is known).
    expect(home?.html).toContain('href="/messages"');
    expect(home?.html).toContain('href="/portfolio"');
    expect(home?.html).not.toContain('href="/i-pipeline"');
  });

  it('draws the login page, to be hydrated there, for a browser without the hint (a first visit)', async () => {
    const login = await renderPage({ path: '/login', firm });
    for (const path of ['/', '/fact-find', '/messages', '/adviser/clients']) {
      const rendered = await renderPage({ path, firm, workspace: null });
      expect(rendered?.mode, path).toBe('hydrate');
      expect(rendered?.path, path).toBe('/login');
      expect(rendered?.html, path).toBe(login?.html);
      expect(rendered?.html, path).toMatch(/<input[^>]*name="email"/);
    }
    expect(login?.path).toBeUndefined();
  });

  it("draws a returning client's home for /login, where the login page sends a signed-in browser", async () => {
    const rendered = await renderPage({ path: '/login', firm, workspace: 'client' });
    expect(rendered?.mode).toBe('shell');
    expect(textOf(rendered?.html)).toContain(welcome);
    expect(rendered?.html).not.toContain('name="email"');
    const staff = await renderPage({ path: '/login', firm, workspace: 'staff' });
    expect(staff?.mode).toBe('shell');
    expect(staff?.html).toContain('>Loading</p>');
    expect(staff?.html).not.toContain('private space');
  });

  it('draws only the frame for staff, and on the other pages', async () => {
    for (const request of [
      { path: '/', workspace: 'staff' as const },
      { path: '/fact-find', workspace: 'staff' as const },
      { path: '/messages', workspace: 'client' as const },
    ]) {
      const rendered = await renderPage({ ...request, firm });
      expect(rendered?.mode).toBe('shell');
      expect(rendered?.html).toContain('>Loading</p>');
      expect(rendered?.html).not.toContain('private space');
      expect(rendered?.html).not.toContain(questionnaireIntro);
    }
  });
});

describe('renders from request-scoped state only', () => {
  // Two firms' visitors at once: the hydrated login page awaits its router between reading the firm and
  // rendering, and the shells render at once; neither may carry the other firm's name, colour or logo.
  const carter = {
    ...demoFirm,
    name: 'Carter Wealth',
    colours: { primary: '#7c3aed' },
    logoUrl: '/api/firm/logo?v=carter',
  };
  const bennett = {
    ...demoFirm,
    name: 'Bennett Advice',
    colours: { primary: '#059669' },
    logoUrl: '/api/firm/logo?v=bennett',
  };
  const marks = (firm: typeof carter) => [firm.name, firm.colours.primary, firm.logoUrl.replace('?', '')];

  it('gives each of many concurrent renders for two firms only its own firm', async () => {
    const requests = Array.from({ length: 60 }, (_, index) => ({
      firm: index % 2 === 0 ? carter : bennett,
      path: index % 3 === 0 ? '/' : '/login',
      workspace: index % 3 === 0 ? ('client' as const) : null,
    }));
    const rendered = await Promise.all(requests.map((request) => renderPage(request)));
    rendered.forEach((page, index) => {
      const request = requests[index];
      if (!request) throw new Error('no request');
      const other = request.firm === carter ? bennett : carter;
      const html = (page?.html ?? '').replaceAll('<!-- -->', '').replaceAll('&amp;', '&').replaceAll('?', '');
      expect(html, `render ${index}`).toContain(request.firm.name);
      for (const mark of marks(other))
        expect(html, `render ${index} for ${request.firm.name}`).not.toContain(mark);
    });
  });
});
