import { customStepPrefix } from '../factfind/custom.ts';

// How many fact-finds the steps counted (docs/outcomes-report.md): each fact-find by the last step its household
// completed and whether it was submitted. A step counts every fact-find that completed it or a later one; a submitted
// fact-find counts at every step. A step the firm's template no longer has counts as every page before the firm's
// own pages when it was one of theirs (they follow the base pages), else as none.
export type StepCount = { step: string | null; submitted: boolean; count: number };
export type Funnel = { started: number; reached: number[]; submitted: number };

export function stepFunnel(steps: readonly string[], counts: readonly StepCount[]): Funnel {
  const lastBase = steps.findLastIndex((step) => !step.startsWith(customStepPrefix));
  const placeOf = (step: string | null): number => {
    if (step === null) return -1;
    const at = steps.indexOf(step);
    if (at >= 0) return at;
    return step.startsWith(customStepPrefix) ? lastBase : -1;
  };
  const reached = steps.map(() => 0);
  let started = 0;
  let submitted = 0;
  for (const { step, submitted: isSubmitted, count } of counts) {
    started += count;
    if (isSubmitted) submitted += count;
    const last = isSubmitted ? steps.length - 1 : placeOf(step);
    for (let index = 0; index <= last; index++) reached[index] = (reached[index] ?? 0) + count;
  }
  return { started, reached, submitted };
}
