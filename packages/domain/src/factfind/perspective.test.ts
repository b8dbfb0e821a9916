import { describe, expect, it } from 'vitest';
import { personFallback, templateFor, titleFor } from './perspective.ts';
import { baseTemplate } from './template.ts';

const sectionOf = (viewer: 1 | 2, key: string) =>
  templateFor(baseTemplate, viewer)
    .pages.flatMap((page) => page.sections)
    .find((section) => section.key === key);

describe('the fact-find from each partner’s side', () => {
  it('turns "you" and "your partner" round for client 2, keeping client 1 and client 2 as stored', () => {
    expect(templateFor(baseTemplate, 1)).toBe(baseTemplate);
    expect(sectionOf(2, 'personal_details_client1')?.title).toBe("Your partner's details");
    expect(sectionOf(2, 'personal_details_client2')?.title).toBe('Your details');
    expect(sectionOf(2, 'employment_client1')?.title).toBe("Your partner's employment");
    expect(sectionOf(2, 'knowledge_experience_client2')?.title).toBe(
      'Your investment knowledge and experience',
    );
    expect(sectionOf(2, 'estate_client1')?.category).toBe('estate_client1');
    // A section about the household is the same for both.
    expect(sectionOf(2, 'current_address')?.title).toBe('Your current address');
    expect(templateFor(baseTemplate, 2)).toBe(templateFor(baseTemplate, 2));
  });

  it('leaves out client 1’s sign-in and profile help for client 2', () => {
    const email = (viewer: 1 | 2) =>
      sectionOf(viewer, 'personal_details_client1')?.fields.find((field) => field.key === 'email');
    expect(email(1)?.help).toMatch(/address you sign in with/);
    expect(email(2)?.help).toBeUndefined();
    expect(email(2)?.label).toBe('Email address');
  });

  it('names a person without a name from the viewer’s side', () => {
    expect(titleFor("Your partner's will and estate", 1)).toBe("Your partner's will and estate");
    expect([personFallback(1, 1), personFallback(2, 1), personFallback(1, 2), personFallback(2, 2)]).toEqual([
      'You',
      'Your partner',
      'Your partner',
      'You',
    ]);
  });
});
