import type { Page } from '@playwright/test';
import { demoLogins, demoPassword } from '../../apps/server/src/db/seed/demo-logins.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { answerCustomQuestions, enter, field, region } from '../fact-find-steps.ts';
import {
  authHeaders,
  expect,
  fillNewPassword,
  linkIn,
  type OutboxMessage,
  submitLogin,
  test,
} from '../fixtures.ts';
import { askForDeclarationsInEachTest, declarationText } from '../household-steps.ts';

// The household (README "The household"). The adviser invites James Carter's partner Emma from the client page; she accepts the
// mailed invitation and creates her password; both, signed in in browsers of their own, edit the one fact-find and
// see each other's saves live, each declares and the adviser reviews what was submitted; then each takes the
// attitude-to-risk questionnaire as themselves and the adviser's Risk tab shows both side by side. Every new
// screen is scanned with axe (the adviser's by the a11y fixture, the partners' by expectNoAxeViolations).

// Logs in on the login page of a browser of the person's own (the openBrowser fixture's, with no session yet).
async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await submitLogin(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/);
  return page;
}

// The attitude-to-risk questionnaire as the person signed in on `page` answers it: the same option (`choice`, 0
// to 4) to every question, each saved as it is chosen, then the result. A journey run earlier on the same portal
// may have given the person a result already (client-workspace.spec.ts answers James's): /atrq then shows it, and
// the person takes the questionnaire again, which becomes their current result.
async function takeQuestionnaire(page: Page, choice: number) {
  await page.goto('/atrq');
  const retake = page.getByRole('button', { name: 'Take the questionnaire again' });
  const questions = page.getByRole('heading', { level: 1, name: 'Attitude to risk', exact: true });
  await expect(retake.or(questions)).toBeVisible();
  if (await retake.isVisible()) await retake.click();
  await expect(questions).toBeVisible();
  const groups = page.getByRole('group');
  await expect(groups).toHaveCount(15);
  await expectNoAxeViolations(page);
  for (let index = 0; index < 15; index++) {
    const group = groups.nth(index);
    await group.getByRole('radio').nth(choice).check();
    await expect(group.getByText('Saved')).toBeVisible();
  }
  await expect(page.getByText('All 15 questions answered.')).toBeVisible();
  await page.getByRole('button', { name: 'See my result' }).click();
  await expect(page).toHaveURL(/\/atrq\/result$/);
}

// The firm asks each partner for a declaration (admin settings; the page's own test covers the form).
askForDeclarationsInEachTest();

test('the adviser invites the partner; both edit the fact-find live and declare; the adviser reviews; each takes the questionnaire', async ({
  page,
  request,
  loginAs,
  openBrowser,
  readOutbox,
  a11y,
}) => {
  test.setTimeout(300_000);
  // James starts the household's fact-find and answers the firm's own questions (the journey is the partners').
  const james = await authHeaders(request, 'client');
  const user = await (await request.get('/api/user', { headers: james })).json();
  const clientId: number = user.client.id;
  const base = `/api/clients/${clientId}`;
  const start = await request.post(`${base}/portal/changes/start`, { headers: james });
  if (start.status() === 409) {
    // A journey this portal ran before (journeys/fact-find.spec.ts) left James's fact-find submitted: the adviser
    // returns it, so the household's edits below start from a draft again.
    const returned = await request.post(`/api/adviser/clients/${clientId}/fact-find/return`, {
      headers: await authHeaders(request, 'adviser'),
      data: { note: 'Please go through it again with Emma.' },
    });
    expect(returned.status(), 'returned for the household').toBe(200);
  } else {
    expect(start.status(), 'start fact-find').toBe(201);
  }
  await answerCustomQuestions(request, james, clientId, {
    main_goal: 'Retire at 60',
    priorities: ['retirement', 'family'],
  });

  // The adviser invites Emma from James's client page: the partner's card, then its dialog (prefilled with the
  // household's joint name).
  await loginAs('adviser');
  await page.goto(`/adviser/clients/${clientId}`);
  const partnerCard = page.getByRole('region', { name: 'Partner’s sign-in' });
  await expect(partnerCard).toContainText('Not invited');
  await a11y.check();
  await partnerCard.getByRole('button', { name: 'Invite partner' }).click();
  const inviting = page.getByRole('dialog', { name: 'Invite the partner' });
  await expect(inviting.getByLabel('Partner’s name')).toHaveValue('Emma Carter');
  const emmaEmail = `emma.carter.${Date.now()}@example.com`;
  await inviting.getByLabel('Partner’s email').fill(emmaEmail);
  await expectNoAxeViolations(page);
  await inviting.getByRole('button', { name: 'Send invitation' }).click();
  await expect(inviting).toBeHidden();
  await expect(partnerCard).toContainText('Invited');
  await expect(partnerCard).toContainText(emmaEmail);
  await a11y.check();

  // Emma opens the mailed invitation in her own browser and creates her password: she is then signed in.
  await expect.poll(async () => (await readOutbox(emmaEmail)).length, { message: 'invitation mail' }).toBe(1);
  const [invitation] = await readOutbox(emmaEmail);
  const accepting = await openBrowser();
  await accepting.goto(linkIn(invitation as OutboxMessage, '/invite/'));
  await expect(accepting.getByRole('heading', { level: 1, name: 'Welcome, Emma Carter' })).toBeVisible();
  await expectNoAxeViolations(accepting);
  await accepting.getByRole('link', { name: 'Create your password' }).click();
  const emmaPassword = 'a long passphrase of emma';
  await fillNewPassword(accepting, emmaPassword);
  await expectNoAxeViolations(accepting);
  await accepting.getByRole('button', { name: 'Create password and continue' }).click();
  await expect(accepting).not.toHaveURL(/\/create-password\//);
  await expect(accepting.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(accepting);
  await accepting.context().close();
  // The adviser's card shows she has joined.
  await page.reload();
  await expect(partnerCard).toContainText('Active');
  await expect(partnerCard).toContainText('Joined');

  // Both sign in with their own email and password, each in a browser of their own, and open the same step.
  const jamesPage = await logIn(await openBrowser(), demoLogins.client, demoPassword);
  const emmaPage = await logIn(await openBrowser(), emmaEmail, emmaPassword);
  // Each page is listening on its own private channel before anything is saved (Pusher never replays).
  const listening = (page: Page) =>
    page.waitForResponse((r) => r.url().endsWith('/api/realtime/auth') && r.ok(), { timeout: 20_000 });
  await Promise.all(
    [jamesPage, emmaPage].map(async (page) => {
      const subscribed = listening(page);
      await page.goto('/fact-find?step=about-you');
      await subscribed;
    }),
  );
  // The partner's fact-find is a new screen too.
  await expect(emmaPage.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
  await expectNoAxeViolations(emmaPage);

  // James saves his nationality: Emma's open page shows it without a reload; and the other way round. (Values no
  // other journey gives, so each is a change that saves even after journeys/fact-find.spec.ts on this portal.)
  await enter(jamesPage, field(region(jamesPage, "James's details"), 'Nationality'), 'British and Irish');
  await expect(field(region(emmaPage, "James's details"), 'Nationality')).toHaveValue('British and Irish');
  await enter(emmaPage, field(region(emmaPage, "Emma's details"), 'Nationality'), 'Irish and British');
  await expect(field(region(jamesPage, "Emma's details"), 'Nationality')).toHaveValue('Irish and British');
  // Emma's mobile in the fact-find is her own account's telephone (docs/decisions/011-one-set-of-contact-details.md).
  await enter(emmaPage, field(region(emmaPage, "Emma's details"), 'Mobile telephone'), '07700 900456');

  // Each declares on the review page; Emma's declaration completes them and sends the fact-find.
  for (const page of [jamesPage, emmaPage]) await page.goto('/fact-find/review');
  const jamesPanel = region(jamesPage, 'Declarations');
  await jamesPanel.getByRole('checkbox', { name: `I declare: ${declarationText}` }).check();
  await jamesPanel.getByRole('button', { name: 'Make my declaration' }).click();
  await expect(jamesPanel.getByRole('status')).toHaveText(
    'Your declaration is recorded. It goes to Sarah Mitchell once Emma has declared.',
  );
  const emmaPanel = region(emmaPage, 'Declarations');
  await expect(emmaPanel.getByRole('listitem').first()).toContainText('James: Declared on');
  // The new screens pass axe (WCAG 2.2 AA), as every page a journey stays on.
  await expectNoAxeViolations(emmaPage);
  await expectNoAxeViolations(jamesPage);
  await emmaPanel.getByRole('checkbox', { name: `I declare: ${declarationText}` }).check();
  await emmaPanel.getByRole('button', { name: 'Declare and submit to Sarah Mitchell' }).click();
  await expect(emmaPage).toHaveURL(/\/fact-find\/submit-success$/);
  await expectNoAxeViolations(emmaPage);

  // The adviser sees who declared, and marks the fact-find reviewed.
  await page.goto(`/adviser/clients/${clientId}/fact-find`);
  const summary = page.getByRole('region', { name: 'Current fact-find' });
  await expect(summary).toContainText('Awaiting review');
  const declared = page.getByRole('region', { name: 'Declarations' });
  await expect(declared.getByRole('listitem')).toHaveCount(2);
  for (const item of await declared.getByRole('listitem').all()) await expect(item).toContainText('Declared');
  await a11y.check();
  await page.getByRole('button', { name: 'Mark as reviewed' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(summary).toContainText(/Reviewed.*by Sarah Mitchell/);
  await a11y.check();

  // Emma's profile has the mobile she gave in the fact-find.
  await emmaPage.goto('/profile');
  await expect(emmaPage.getByLabel(/Telephone/)).toHaveValue(/7700\s?900456/);
  await expectNoAxeViolations(emmaPage);

  // Each partner takes the attitude-to-risk questionnaire as themselves: James the middle answer throughout
  // (27 points, level 4; capacity 15, medium), Emma the fourth (36 points, level 6; capacity 20, high).
  await takeQuestionnaire(jamesPage, 2);
  await expect(jamesPage.getByText('Risk level 4 of 7')).toBeVisible();
  await expect(jamesPage.getByRole('heading', { name: 'Balanced' })).toBeVisible();
  await expectNoAxeViolations(jamesPage);
  await takeQuestionnaire(emmaPage, 3);
  await expect(emmaPage.getByText('Risk level 6 of 7')).toBeVisible();
  await expect(emmaPage.getByRole('heading', { name: 'Adventurous' })).toBeVisible();
  await expectNoAxeViolations(emmaPage);

  // The adviser's Risk tab shows both, each under their own name.
  await page.goto(`/adviser/clients/${clientId}/risk`);
  // By first and last name: a journey run earlier on the same portal may have given James a middle name.
  const jamesRisk = page.getByRole('region', { name: /^James( .+)? Carter$/ });
  const emmaRisk = page.getByRole('region', { name: 'Emma Carter', exact: true });
  await expect(jamesRisk.getByRole('heading', { name: 'Risk level 4 of 7: Balanced' })).toBeVisible();
  await expect(emmaRisk.getByRole('heading', { name: 'Risk level 6 of 7: Adventurous' })).toBeVisible();
  // Side by side on a wide screen.
  await page.setViewportSize({ width: 1600, height: 1000 });
  const [left, right] = [await jamesRisk.boundingBox(), await emmaRisk.boundingBox()];
  expect(left && right && left.x < right.x && Math.abs(left.y - right.y) < 2, 'side by side').toBe(true);
  await a11y.check();
  for (const partner of [jamesPage, emmaPage]) await partner.context().close();
});
