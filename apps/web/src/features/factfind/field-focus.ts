// A link to an answer ("2 answers need attention", the review page's lists) takes the person to the answer's
// input, not just to its step (WCAG 2.4.3 focus order; the GOV.UK error summary pattern). Fields register their
// input's id by the answer's path while mounted; a link to a field not drawn yet (another step, a section drawn
// after the first screen) leaves a request that the field takes when it mounts.

const inputs = new Map<string, string>();
let pending: { path: string; at: number } | null = null;
// Told of a request for a field not drawn: a list opens the item that holds it.
const requestListeners = new Set<(path: string) => void>();

// A request older than this was for a page the person has since left.
const requestLifetimeMs = 5000;

export function registerFieldInput(path: string, inputId: string): () => void {
  inputs.set(path, inputId);
  return () => {
    if (inputs.get(path) === inputId) inputs.delete(path);
  };
}

function focusInput(inputId: string): boolean {
  const input = document.getElementById(inputId);
  if (!input) return false;
  input.focus();
  return true;
}

// Focuses the answer's input if it is on the page (true), else leaves the request for the field to take.
export function focusField(path: string): boolean {
  const inputId = inputs.get(path);
  if (inputId && focusInput(inputId)) {
    pending = null;
    return true;
  }
  pending = { path, at: Date.now() };
  for (const listener of requestListeners) listener(path);
  return false;
}

export function onFieldFocusRequest(listener: (path: string) => void): () => void {
  requestListeners.add(listener);
  return () => {
    requestListeners.delete(listener);
  };
}

// The answer a link asked for that no field has taken yet, if the request is fresh.
export function pendingFieldFocus(): string | null {
  if (!pending || pending.path === '' || Date.now() - pending.at > requestLifetimeMs) return null;
  return pending.path;
}

// Called by a field as it mounts: focuses its input if a link asked for it.
export function takeFieldFocus(path: string, inputId: string): void {
  if (pending?.path !== path || Date.now() - pending.at > requestLifetimeMs) return;
  if (focusInput(inputId)) pending = { ...pending, path: '' };
}

// Whether a link to an answer was followed just now: the step's heading then leaves focus to the answer. A request
// the field has already taken is done with once this has been asked.
export function isFieldFocusRequested(): boolean {
  if (pending === null || Date.now() - pending.at > requestLifetimeMs) return false;
  if (pending.path === '') pending = null;
  return true;
}
