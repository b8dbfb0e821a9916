import { readFile } from 'node:fs/promises';
import { demoLogins } from '../../apps/server/src/db/seed/demo-logins.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { expect, hasNoHorizontalScroll, test } from '../fixtures.ts';

test.describe('the calendar', () => {
  test('a client books a slot, adds it to their calendar, moves it and cancels it; the adviser sees it', async ({
    page,
    loginAs,
    openBrowser,
    readOutbox,
    a11y,
  }) => {
    test.slow();
    await loginAs('client');

    // Home: the seeded annual review is the next appointment.
    await page.goto('/');
    const card = page.getByRole('heading', { name: 'Next appointment' }).locator('..');
    await expect(card).toContainText('with Sarah Mitchell');
    await expect(card).toContainText(/(GMT|BST)/);
    await a11y.check();

    await page
      .getByRole('navigation', { name: 'Primary' })
      .getByRole('link', { name: 'Calendar', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByText(/up to 24 hours before it starts/)).toBeVisible();
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(1);
    await expect(upcoming).toContainText('Annual review');
    await a11y.check();

    // Book the first open time, with a note.
    const picker = page.getByRole('group', { name: 'Open times with Sarah Mitchell' });
    const first = picker.getByRole('radio').first();
    await first.check();
    await page.getByLabel('Notes for your adviser (optional)').fill('Inheritance tax questions');
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByText(/^Booked: /)).toBeVisible();
    await expect(upcoming.getByRole('listitem')).toHaveCount(2);
    const booked = upcoming.getByRole('listitem').filter({ hasText: 'Inheritance tax questions' });
    await expect(booked).toBeVisible();

    // Add to calendar: a real iCalendar file.
    const downloading = page.waitForEvent('download');
    await booked.getByRole('button', { name: /^Add to calendar/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^appointment-\d+\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('DESCRIPTION:');
    expect(ics.replace(/\r\n /g, '')).toContain('Notes: Inheritance tax questions');
    expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

    // Move it to another open time.
    await booked.getByRole('button', { name: 'Reschedule' }).click();
    const newTimes = booked.getByRole('group', { name: 'Choose a new time' });
    await newTimes.getByRole('radio').nth(1).check();
    await booked.getByRole('button', { name: 'Move appointment' }).click();
    await expect(page.getByText(/^Moved to /)).toBeVisible();

    // The adviser sees it among their upcoming appointments.
    // Their own browser, signed in the way the login page leaves it.
    const adviser = await openBrowser('adviser');
    await adviser.goto('/adviser/calendar');
    const theirs = adviser.getByRole('region', { name: 'Upcoming appointments' });
    // By first and last name: a journey run earlier on the same portal may have given James a middle name.
    await expect(theirs.getByRole('listitem').filter({ hasText: 'Inheritance tax questions' })).toContainText(
      /with James( .+)? Carter/,
    );
    await expect(adviser.getByRole('heading', { level: 2, name: /^Open slots/ })).toBeVisible();
    await expectNoAxeViolations(adviser);
    await adviser.setViewportSize({ width: 375, height: 800 });
    expect(await hasNoHorizontalScroll(adviser)).toBe(true);
    await adviser.context().close();

    // Cancel it, after confirming.
    const moved = upcoming.getByRole('listitem').filter({ hasText: 'Inheritance tax questions' });
    await moved.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await dialog.getByLabel('Reason (optional)').fill('Sorted it by phone');
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(page.getByText('Appointment cancelled.')).toBeVisible();
    await expect(upcoming.getByRole('listitem')).toHaveCount(1);
    const past = page.getByRole('region', { name: 'Past and cancelled' });
    await expect(past.getByRole('listitem').filter({ hasText: 'Sorted it by phone' })).toContainText(
      'Cancelled',
    );
    await a11y.check();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);

    // Both changes were mailed to the client.
    const subjects = (await readOutbox(demoLogins.client)).map((m) => m.subject ?? '');
    expect(subjects.some((s) => s.startsWith('Appointment booked'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Appointment moved'))).toBe(true);
    expect(subjects.some((s) => s.startsWith('Appointment cancelled'))).toBe(true);
  });
});
