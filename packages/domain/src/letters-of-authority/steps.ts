import {
  type LetterStatus,
  letterMessages,
  type ProviderStep,
  providerSteps,
} from '../contract/letters-of-authority.ts';
import type { SignatureStatus } from '../contract/signatures.ts';
import { compareIsoDates, parseIsoDate } from '../factfind/dates.ts';

// The order of a letter's steps with its provider, for the server that records them and the page that offers
// them: nothing goes to the provider before the letter is signed; acknowledged, chased and information received
// follow its sending; acknowledged, sent and information received happen once, chased as often as needed until the
// information comes; each step's date is not in the future and not before the step before it.

export type RecordedStep = { type: ProviderStep; on: string };
export type LetterState = {
  signature: SignatureStatus;
  // The day the letter was signed (its last signature), when it was.
  signedOn: string | null;
  steps: RecordedStep[];
};

const has = (state: LetterState, type: ProviderStep) => state.steps.some((step) => step.type === type);

// Why this step cannot be recorded now, or null.
function stepRefusal(state: LetterState, step: ProviderStep): string | null {
  if (state.signature !== 'completed') return letterMessages.notSigned;
  if (step === 'sent_to_provider') return has(state, step) ? letterMessages.alreadyRecorded : null;
  if (!has(state, 'sent_to_provider')) return letterMessages.notSentToProvider;
  if (step === 'information_received') return has(state, step) ? letterMessages.alreadyRecorded : null;
  if (has(state, 'information_received')) return letterMessages.afterInformation;
  if (step === 'acknowledged' && has(state, step)) return letterMessages.alreadyRecorded;
  return null;
}

export const nextSteps = (state: LetterState): ProviderStep[] =>
  providerSteps.filter((step) => stepRefusal(state, step) === null);

// The last day a new step may not be before: the latest step's, or the day the letter was signed.
function lastDay(state: LetterState): string | null {
  const days = [state.signedOn, ...state.steps.map((step) => step.on)].filter(
    (day): day is string => day !== null,
  );
  return days.sort().at(-1) ?? null;
}

// The step and its date checked against the letter and today: the field at fault and why, or null.
export function checkStep(
  state: LetterState,
  step: ProviderStep,
  on: string,
  today: string,
): { field: 'step' | 'date'; message: string } | null {
  const refusal = stepRefusal(state, step);
  if (refusal) return { field: 'step', message: refusal };
  const day = parseIsoDate(on);
  const now = parseIsoDate(today);
  if (!day || !now) return { field: 'date', message: 'Enter the date as a date.' };
  if (compareIsoDates(day, now) > 0) return { field: 'date', message: letterMessages.dateInFuture };
  const last = parseIsoDate(lastDay(state));
  if (last && compareIsoDates(day, last) < 0)
    return { field: 'date', message: letterMessages.dateBeforeLast };
  return null;
}

// Where the letter stands: its latest provider step once it has one, else its signature's state.
export function letterStatus(state: LetterState): LetterStatus {
  const latest = state.steps.at(-1);
  if (latest) return latest.type;
  if (state.signature === 'completed') return 'signed';
  if (state.signature === 'declined') return 'declined';
  if (state.signature === 'withdrawn') return 'withdrawn';
  return 'awaiting_signature';
}

// A statement comes back once the letter is with the provider.
export const canAttachStatement = (state: LetterState) => has(state, 'sent_to_provider');
