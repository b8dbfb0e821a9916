import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { RunOptions } from 'axe-core';

// axe-core run in the page itself (docs/decisions/019-axe-in-the-page.md): its browser build is injected once per
// document and `axe.run` answers only the violations, summarised. @axe-core/playwright, used before, injected the
// 650 kB build twice per scan, opened a blank tab for every scan to merge the results and carried back every pass
// and every inapplicable rule: about 1.1–1.8 s a scan where this takes 0.1–0.4 s (measured on the same pages).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeWindow = Window & { axe?: typeof import('axe-core') };

// One line per violation: the rule, its impact, its help text and the elements it found.
async function axeViolations(page: Page, options: RunOptions): Promise<string[]> {
  // Every frame gets axe, as axe.run in the top document asks each frame for its part.
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axeSource);
  }
  return page.evaluate(async (runOptions) => {
    const { axe } = window as AxeWindow;
    if (!axe) throw new Error('axe-core was not injected');
    const results = await axe.run(document, runOptions);
    return results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  }, options);
}

// A fingerprint of the page's body as axe's non-colour rules read it: its markup and each element's box and
// visibility. Two equal fingerprints mean those rules would find the same things.
async function layoutFingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const boxes = Array.from(document.body.querySelectorAll('*'), (element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const shown = element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      return `${shown ? 1 : 0}:${[x, y, width, height].map(Math.round).join(',')}`;
    });
    // FNV-1a, so a large page's markup isn't carried back whole.
    const hash = (text: string) => {
      let h = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
      return (h >>> 0).toString(36);
    };
    return `${hash(document.body.outerHTML)}.${hash(boxes.join(';'))}.${boxes.length}`;
  });
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// WCAG 2.5.3 (label in name): axe ships its check as an experimental rule, off unless named; an enabled rule runs
// beside the tags above (axe-core's ruleShouldRun reads options.rules before runOnly's tags).
const enabledExperimentalRules = { 'label-content-name-mismatch': { enabled: true } };
// Only violations come back whole; passes and the rest are cut to one node each.
const everyRule: RunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  rules: enabledExperimentalRules,
  resultTypes: ['violations'],
};
// The rules of those tags whose evaluation reads a colour (node_modules/axe-core/axe.js: colorContrastEvaluate,
// linkInTextBlockEvaluate, and isDataTable's test for striped rows, which th-has-data-cells's matcher calls). Dark
// mode changes nothing else in this app: <html> gets the class `dark` (apps/web/src/ui/colour-mode.ts), every
// `dark:` variant in apps/web/src sets a colour, and no component renders by the mode (useColourMode is read only
// for the preference). So when the page's markup and layout are as the light scan found them (layoutFingerprint),
// dark mode needs only these; otherwise it gets every rule.
const colourRules: RunOptions = {
  runOnly: { type: 'rule', values: ['color-contrast', 'link-in-text-block', 'th-has-data-cells'] },
  resultTypes: ['violations'],
};

async function setColourScheme(page: Page, scheme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    scheme === 'dark',
  );
}

// While a scan runs, every CSS transition ends at once (those running are finished, new ones don't start), so axe
// reads the colours and opacities a person sees once the page is still, not a frame of a fade (the save
// indicator's, a button's colours as the mode flips) that a fixed wait may or may not outlast on a busy machine.
const stillStyleId = 'e2e-axe-still';

async function holdTransitions(page: Page, isHeld: boolean) {
  await page.evaluate(
    ({ id, held }) => {
      document.getElementById(id)?.remove();
      if (!held) return;
      const style = document.createElement('style');
      style.id = id;
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
      for (const animation of document.getAnimations()) {
        if (animation instanceof CSSTransition) animation.finish();
      }
    },
    { id: stillStyleId, held: isHeld },
  );
}

// Scans a page as it is now with axe (WCAG 2.0–2.2 A and AA) in light and then dark colour mode. The a11y
// fixture does this for the journey's own page; a second browser context (another user) calls it directly.
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await holdTransitions(page, true);
  await setColourScheme(page, 'light');
  const light = await axeViolations(page, everyRule);
  expect(light, `axe violations on ${page.url()} in light mode`).toEqual([]);
  const lightLayout = await layoutFingerprint(page);
  await setColourScheme(page, 'dark');
  const sameLayout = (await layoutFingerprint(page)) === lightLayout;
  const dark = await axeViolations(page, sameLayout ? colourRules : everyRule);
  expect(dark, `axe violations on ${page.url()} in dark mode`).toEqual([]);
  await setColourScheme(page, 'light');
  await holdTransitions(page, false);
}
