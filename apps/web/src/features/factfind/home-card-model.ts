import type { Permissions } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { Template } from '@atrium/domain/factfind/template';
import { attentionEntries } from './attention-model.ts';
import type { InvalidAnswers } from './invalid-answers.ts';
import { missingAnswers, missingEntries } from './review-model.ts';
import { factFindSteps, type Step } from './steps.ts';

// The first step, in the stepper's order, holding an answer that needs attention: a required answer missing (the
// review page's, missingAnswers in review-model.ts) or an invalid value kept in a field shown now
// (attention-model.ts). Null when nothing does.
export function firstStepNeedingAttention(
  data: PortalChangesResponse,
  template: Template,
  permissions: Permissions,
  invalid: InvalidAnswers,
): Step | null {
  const steps = factFindSteps(data, permissions, template);
  const missing = missingAnswers(data, template);
  const entries = [
    ...missingEntries(missing, steps, { data, client: null, missing }),
    ...attentionEntries(invalid, steps, { data, client: null }),
  ];
  const indexes = entries
    .map((entry) => (entry.step ? steps.indexOf(entry.step) : -1))
    .filter((index) => index !== -1);
  return indexes.length > 0 ? (steps[Math.min(...indexes)] ?? null) : null;
}
