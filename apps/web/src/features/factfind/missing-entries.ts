import type { UserClient } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { MissingItems } from '@atrium/domain/factfind/missing';
import { isScalarSection } from '@atrium/domain/factfind/template';
import { sectionHeading } from './derived.ts';
import type { Step } from './steps.ts';

// The answers to point a person at (missing ones, or ones needing attention), each with a readable name and its
// step. Apart from review-model.ts, which re-exports it: the questionnaire's attention check (attention-model.ts)
// needs only this, not the review page's model.

type EntryContext = { data: PortalChangesResponse; client: UserClient | null };

export type MissingEntry = { path: string; label: string; message: string; step: Step | null };

function describePath(
  path: string,
  steps: Step[],
  context: EntryContext,
): { label: string; step: Step | null } {
  const { factFind } = context.data;
  for (const step of steps) {
    if (step.kind === 'custom') {
      for (const question of step.page.sections.flatMap((section) => section.questions))
        if (path === `custom.${question.id}`) return { label: question.label, step };
      continue;
    }
    for (const section of step.sections) {
      const heading = sectionHeading(section, factFind, context.client);
      const base = section.repeatable ? `${section.category}.${section.repeatable.property}` : null;
      if (base && path === base) return { label: heading, step };
      for (const field of section.fields) {
        const isMatch = base
          ? new RegExp(`^${base.replace('.', '\\.')}\\.(\\d+)\\.${field.key}$`).exec(path)
          : path === (isScalarSection(section) ? section.category : `${section.category}.${field.key}`);
        if (!isMatch) continue;
        const item = Array.isArray(isMatch)
          ? ` (${section.repeatable?.itemLabel} ${Number(isMatch[1]) + 1})`
          : '';
        return { label: `${field.label}${item}, ${heading}`, step };
      }
    }
  }
  return { label: path, step: null };
}

// What blocks submitting, each with a readable name and the step to fix it on (from the local check
// or a 422's errors). The context may be the review model's, which holds more.
export function missingEntries<C extends EntryContext>(
  missing: MissingItems,
  steps: Step[],
  context: C,
): MissingEntry[] {
  return Object.entries(missing).map(([path, messages]) => ({
    path,
    ...describePath(path, steps, context),
    message: messages[0] ?? 'Required.',
  }));
}
