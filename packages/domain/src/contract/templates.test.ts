import { describe, expect, it } from 'vitest';
import {
  baseCategories,
  permissionNameList,
  templateMessages,
  updateTemplateDraftRequestSchema,
} from './templates.ts';

const choices = ['a', 'b', 'c'].map((value) => ({ value, label: value.toUpperCase() }));
const page = (slug: string, questions: unknown[] = []) => ({
  slug,
  title: 'T',
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
      'customPages.2.slug': templateMessages.slugBase,
    });
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
