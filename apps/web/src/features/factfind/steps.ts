import type { Permissions } from '@atrium/domain/contract/auth';
import type { CustomPage, PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { customStep } from '@atrium/domain/factfind/custom';
import { effectivePageSections, shownSections } from '@atrium/domain/factfind/lookup';
import { can } from '@atrium/domain/factfind/permissions';
import type { PageDef, SectionDef, Template } from '@atrium/domain/factfind/template';

export type Step =
  | { kind: 'base'; slug: string; title: string; page: PageDef; sections: SectionDef[] }
  | { kind: 'custom'; slug: string; title: string; page: CustomPage };

// The base sections a page shows: those the firm's template keeps (defaultPageSections) and the client
// may read. Visibility conditions (client 2 only when joint) apply when rendering.
function baseSteps(data: PortalChangesResponse, permissions: Permissions, template: Template): Step[] {
  const pageSections = effectivePageSections(template, data.defaultPageSections);
  return template.pages.flatMap((page): Step[] => {
    const sections = shownSections(page, pageSections).filter((section) =>
      can(permissions, section.category, 'read'),
    );
    return sections.length > 0 ? [{ kind: 'base', slug: page.slug, title: page.title, page, sections }] : [];
  });
}

// Every step in order: the visible base pages (in the client's region's terms), then the custom pages by
// their order ('custom.{slug}').
export function factFindSteps(
  data: PortalChangesResponse,
  permissions: Permissions,
  template: Template = baseTemplate,
): Step[] {
  const custom = [...data.customPages]
    .sort((a, b) => a.order - b.order)
    .map((page): Step => ({ kind: 'custom', slug: customStep(page.slug), title: page.title, page }));
  return [...baseSteps(data, permissions, template), ...custom];
}

// The questionnaire opens at ?step=, or else at the step after the last one completed.
export function currentStepIndex(steps: Step[], requested: string | undefined, lastCompleted: string | null) {
  const requestedIndex = steps.findIndex((step) => step.slug === requested);
  if (requestedIndex !== -1) return requestedIndex;
  const completedIndex = steps.findIndex((step) => step.slug === lastCompleted);
  return Math.min(completedIndex + 1, steps.length - 1);
}
