import type { UserClient } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { isScalarSection } from '@atrium/domain/factfind/template';
import { isFieldShown, isVisible } from '@atrium/domain/factfind/visibility';
import { itemsAt } from './cache.ts';
import { type InvalidAnswers, itemAnswerOf } from './invalid-answers.ts';
import { type MissingEntry, missingEntries } from './missing-entries.ts';
import type { Step } from './steps.ts';

// The answers that need attention: invalid values kept in their fields (invalid-answers.ts), each with a readable
// name and its step, in the order the steps ask them. Only answers whose question is shown now count: a value
// left in a question since hidden (the partner's, once the fact-find is no longer joint) is not asked for, so it
// neither blocks the step nor the submission, and it shows again with its question.

type Context = { data: PortalChangesResponse; client: UserClient | null };

function isShown(path: string, step: Step, data: PortalChangesResponse): boolean {
  if (step.kind === 'custom') return true;
  const { factFind, templateSettings: settings } = data;
  for (const section of step.sections) {
    if (!isVisible(section.visibleWhen, factFind)) continue;
    for (const field of section.fields) {
      if (section.repeatable) {
        const answer = itemAnswerOf(path, `${section.category}.${section.repeatable.property}`);
        if (!answer || answer.key !== field.key) continue;
        const item = itemsAt(data, section.category, section.repeatable.property)[answer.index];
        return item !== undefined && isFieldShown(field, factFind, { item, settings });
      }
      const fieldPath = isScalarSection(section) ? section.category : `${section.category}.${field.key}`;
      if (fieldPath === path) return isFieldShown(field, factFind, { settings });
    }
  }
  return false;
}

export function attentionEntries(invalid: InvalidAnswers, steps: Step[], context: Context): MissingEntry[] {
  const messages = Object.fromEntries(
    Object.entries(invalid).map(([path, entry]) => [path, [entry.message]]),
  );
  const order = (entry: MissingEntry) => (entry.step ? steps.indexOf(entry.step) : steps.length);
  return missingEntries(messages, steps, { ...context, missing: {} })
    .filter((entry) => entry.step !== null && isShown(entry.path, entry.step, context.data))
    .sort((a, b) => order(a) - order(b));
}

// "1 answer needs attention", "2 answers need attention".
export function attentionTitle(count: number): string {
  return count === 1 ? '1 answer needs attention' : `${count} answers need attention`;
}

// The steps that count as done: those up to the client's progress marker (completedIndex, lastCompletedStep's
// index) that hold no answer needing attention (needsAttention: the slugs of attentionEntries' steps). The step
// list's ticks and its "% complete" both come from this, so they never disagree.
export function completedStepSlugs(
  steps: Step[],
  completedIndex: number,
  needsAttention: ReadonlySet<string>,
): Set<string> {
  return new Set(
    steps
      .filter((step, index) => index <= completedIndex && !needsAttention.has(step.slug))
      .map((step) => step.slug),
  );
}
