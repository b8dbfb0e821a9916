import { describe, expect, it } from 'vitest';
import { letterMessages } from '../contract/letters-of-authority.ts';
import { canAttachStatement, checkStep, type LetterState, letterStatus, nextSteps } from './steps.ts';

const signed: LetterState = { signature: 'completed', signedOn: '2026-11-02', steps: [] };
const sent: LetterState = { ...signed, steps: [{ type: 'sent_to_provider', on: '2026-11-03' }] };
const today = '2026-11-20';

describe('the steps of a letter with its provider', () => {
  it('offers nothing until the letter is signed', () => {
    const pending: LetterState = { signature: 'pending', signedOn: null, steps: [] };
    expect(nextSteps(pending)).toEqual([]);
    expect(checkStep(pending, 'sent_to_provider', today, today)).toEqual({
      field: 'step',
      message: letterMessages.notSigned,
    });
    expect(letterStatus(pending)).toBe('awaiting_signature');
    expect(letterStatus({ ...pending, signature: 'declined' })).toBe('declined');
  });

  it('goes to the provider first, then acknowledged once, chased as often as needed, information once', () => {
    expect(nextSteps(signed)).toEqual(['sent_to_provider']);
    expect(checkStep(signed, 'chased', today, today)?.message).toBe(letterMessages.notSentToProvider);
    expect(nextSteps(sent)).toEqual(['acknowledged', 'chased', 'information_received']);
    const chased: LetterState = {
      ...sent,
      steps: [
        ...sent.steps,
        { type: 'acknowledged', on: '2026-11-05' },
        { type: 'chased', on: '2026-11-10' },
      ],
    };
    expect(nextSteps(chased)).toEqual(['chased', 'information_received']);
    expect(checkStep(chased, 'acknowledged', today, today)?.message).toBe(letterMessages.alreadyRecorded);
    expect(letterStatus(chased)).toBe('chased');
    const done: LetterState = {
      ...chased,
      steps: [...chased.steps, { type: 'information_received', on: today }],
    };
    expect(nextSteps(done)).toEqual([]);
    expect(checkStep(done, 'chased', today, today)?.message).toBe(letterMessages.afterInformation);
    expect(letterStatus(done)).toBe('information_received');
  });

  it('refuses a date in the future or before the step before it', () => {
    expect(checkStep(signed, 'sent_to_provider', '2026-11-21', today)).toEqual({
      field: 'date',
      message: letterMessages.dateInFuture,
    });
    expect(checkStep(signed, 'sent_to_provider', '2026-11-01', today)?.message).toBe(
      letterMessages.dateBeforeLast,
    );
    expect(checkStep(sent, 'acknowledged', '2026-11-02', today)?.message).toBe(letterMessages.dateBeforeLast);
    expect(checkStep(sent, 'acknowledged', '2026-11-03', today)).toBeNull();
  });

  it('takes a statement once the letter is with the provider', () => {
    expect(canAttachStatement(signed)).toBe(false);
    expect(canAttachStatement(sent)).toBe(true);
  });
});
