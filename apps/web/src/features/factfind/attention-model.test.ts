import { describe, expect, it } from 'vitest';
import { initSession } from '../../lib/session.ts';
import { jointClient, storeSession } from '../../test/fixtures.ts';
import { attentionEntries, attentionTitle, completedStepSlugs } from './attention-model.ts';
import {
  invalidAnswersOf,
  invalidAnswersStorageKey,
  rememberInvalidAnswer,
  shiftInvalidAnswersAfterRemoval,
} from './invalid-answers.ts';
import { factFindSteps } from './steps.ts';
import { clientId, draftFactFind } from './testing.tsx';

const entry = (message: string) => ({ value: 'x', message, at: Date.now() });

describe('the answers that need attention', () => {
  const data = draftFactFind();
  data.factFind.dependants = { has_dependants: true, items: [{ first_name: 'Lily' }] };
  const steps = factFindSteps(data, {});
  const invalid = {
    'dependants.items.0.dependent_until_age': entry('Enter a number.'),
    'personal_details_client2.email': entry('Enter a valid email address.'),
    'dependants.items.3.first_name': entry('Too long.'),
    'no_such.thing': entry('Enter text.'),
  };

  it('names each shown answer with its step, in the order of the steps', () => {
    const entries = attentionEntries(invalid, steps, { data, client: jointClient.client });
    expect(entries.map((e) => [e.label, e.step?.slug, e.message])).toEqual([
      ["Email address, Emma's details", 'about-you', 'Enter a valid email address.'],
      ['Dependent until age (Dependant 1), Your dependants', 'dependants', 'Enter a number.'],
    ]);
    expect(attentionTitle(entries.length)).toBe('2 answers need attention');
    expect(attentionTitle(1)).toBe('1 answer needs attention');
  });

  it('leaves out an answer whose question is hidden now (the partner’s, once not joint)', () => {
    const single = { ...data, factFind: { ...data.factFind, joint: false } };
    const entries = attentionEntries(invalid, factFindSteps(single, {}), { data: single, client: null });
    expect(entries.map((e) => e.path)).toEqual(['dependants.items.0.dependent_until_age']);
  });
});

describe('invalid answers kept', () => {
  it('are stored per user and fact-find, and move with their items when one is removed', () => {
    storeSession();
    initSession();
    rememberInvalidAnswer(clientId, 'dependants.items.0.first_name', 'a', 'First');
    rememberInvalidAnswer(clientId, 'dependants.items.2.first_name', 'c', 'Third');
    rememberInvalidAnswer(clientId, 'joint', true, 'Scalar');
    expect(sessionStorage.getItem(invalidAnswersStorageKey(jointClient.id, clientId))).toContain('Third');
    shiftInvalidAnswersAfterRemoval(clientId, 'dependants.items', 0);
    expect(Object.keys(invalidAnswersOf(clientId)).sort()).toEqual([
      'dependants.items.1.first_name',
      'joint',
    ]);
    expect(invalidAnswersOf(clientId)['dependants.items.1.first_name']?.value).toBe('c');
  });
});

describe('the steps that count as done', () => {
  const steps = factFindSteps(draftFactFind(), {});
  const [first, second, third] = steps.map((step) => step.slug);

  it('are those up to the progress marker, less any holding an answer that needs attention', () => {
    expect([...completedStepSlugs(steps, 2, new Set())]).toEqual([first, second, third]);
    expect([...completedStepSlugs(steps, 2, new Set([second as string]))]).toEqual([first, third]);
    // An answer needing attention beyond the marker changes nothing; no marker, nothing done.
    expect([...completedStepSlugs(steps, 0, new Set([third as string]))]).toEqual([first]);
    expect(completedStepSlugs(steps, -1, new Set()).size).toBe(0);
  });
});
