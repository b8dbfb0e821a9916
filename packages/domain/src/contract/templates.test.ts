import { describe, expect, it } from 'vitest';
import {
  baseCategories,
  builtInTitleClash,
  customPageTitleIssues,
  permissionNameList,
  templateMessages,
  updateTemplateDraftRequestSchema,
} from './templates.ts';

const choices = ['a', 'b', 'c'].map((value) => ({ value, label: value.toUpperCase() }));
const page = (slug: string, questions: unknown[] = []) => ({
  slug,
  title: `Page ${slug}`,
  order: 1,
  sections: [{ title: 'S', questions }],
});
const issuesOf = (body: unknown) => {
  const result = updateTemplateDraftRequestSchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a template draft', () => {
  it('accepts an empty body as the base template alone', () => {
    expect(updateTemplateDraftRequestSchema.parse({})).toEqual({
      defaultPageSections: {},
      templateSettings: { show_fund_input: false },
      customPages: [],
      templatePermissions: {},
    });
  });

  it('takes slugs in lowercase, once each, and none of a built-in page', () => {
    expect(issuesOf({ customPages: [page('My-Page')] })).toEqual({
      'customPages.0.slug': templateMessages.slugFormat,
    });
    expect(issuesOf({ customPages: [page('goals'), page('goals'), page('about-you')] })).toEqual({
      'customPages.1.slug': templateMessages.slugTaken,
      // The same page twice repeats its title too.
      'customPages.1.title': templateMessages.titleTaken,
      'customPages.2.slug': templateMessages.slugBase,
    });
  });

  it('never repeats a built-in step’s title (a page or a section of one, any region, any case)', () => {
    expect(builtInTitleClash('Your goals')).toBe('Objectives and experience');
    expect(builtInTitleClash(' wills  AND estate')).toBe('Wills and estate');
    expect(builtInTitleClash('Your lifestyle')).toBeNull();
    expect(issuesOf({ customPages: [{ ...page('goals'), title: 'Your goals' }] })).toEqual({
      'customPages.0.title': templateMessages.titleBase('Your goals', 'Objectives and experience'),
    });
    expect(customPageTitleIssues([{ title: 'Your lifestyle' }, { title: 'Your Lifestyle' }])).toEqual([
      { path: ['customPages', 1, 'title'], message: templateMessages.titleTaken },
    ]);
  });

  it('lets a multiselect ask for no more choices than it offers', () => {
    const multiselect = (min: number) => ({
      id: 'q',
      type: 'multiselect',
      label: 'Q',
      options: { min, choices },
    });
    expect(issuesOf({ customPages: [page('p', [multiselect(3)])] })).toEqual({});
    expect(issuesOf({ customPages: [page('p', [multiselect(4)])] })).toEqual({
      'customPages.0.sections.0.questions.0.options.min': templateMessages.minTooHigh,
    });
  });

  it('names every base category and custom page as a permission', () => {
    const names = permissionNameList([{ slug: 'goals', title: 'Your goals' }]).map((entry) => entry.name);
    expect(names).toContain('fact-find.personal_details_client1');
    expect(names).toContain('fact-find.custom.goals');
    expect(names).toHaveLength(baseCategories.length + 1);
    expect(issuesOf({ templatePermissions: { 'fact-find.income': false } })).toEqual({});
    expect(issuesOf({ templatePermissions: { income: false } })).toEqual({
      'templatePermissions.income': templateMessages.unknownPermission,
    });
  });
});
