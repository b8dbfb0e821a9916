import { describe, expect, it } from 'vitest';
import { baseTemplate } from './base-template.ts';
import { localiseTemplate } from './localise.ts';
import {
  isSharedWithPartner,
  namesFromSide,
  personFallback,
  templateFor,
  titleFor,
  youOr,
} from './perspective.ts';

const sectionOf = (viewer: 1 | 2, key: string, template = baseTemplate) =>
  templateFor(template, viewer)
    .pages.flatMap((page) => page.sections)
    .find((section) => section.key === key);

const fieldOf = (viewer: 1 | 2, section: string, key: string, template = baseTemplate) =>
  sectionOf(viewer, section, template)?.fields.find((field) => field.key === key);

describe('the fact-find from each partner’s side', () => {
  it('turns "you" and "your partner" round for client 2, keeping client 1 and client 2 as stored', () => {
    expect(sectionOf(1, 'personal_details_client1')?.title).toBe('Your details');
    expect(sectionOf(2, 'personal_details_client1')?.title).toBe("Your partner's details");
    expect(sectionOf(2, 'personal_details_client2')?.title).toBe('Your details');
    expect(sectionOf(2, 'employment_client1')?.title).toBe("Your partner's employment");
    expect(sectionOf(2, 'knowledge_experience_client2')?.title).toBe(
      'Your investment knowledge and experience',
    );
    expect(sectionOf(2, 'estate_client1')?.category).toBe('estate_client1');
    // A section about the household is the same for both.
    expect(sectionOf(2, 'current_address')?.title).toBe('Your current address');
    expect(sectionOf(2, 'current_address')).toBe(sectionOf(1, 'current_address'));
    // One object per template and reader, so what is built from it is memoised.
    expect(templateFor(baseTemplate, 2)).toBe(templateFor(baseTemplate, 2));
    expect(templateFor(baseTemplate, 1)).toBe(templateFor(baseTemplate, 1));
  });

  it('asks each reader about themselves in their own sections and about their partner in the other’s', () => {
    // Client 1 reads client 2's questions about "your partner", and client 2 reads client 1's so.
    const retire = 'desired_retirement_age';
    expect(fieldOf(1, 'employment_client1', retire)?.label).toBe('Age you would like to retire');
    expect(fieldOf(1, 'employment_client2', retire)?.label).toBe('Age your partner would like to retire');
    expect(fieldOf(2, 'employment_client1', retire)?.label).toBe('Age your partner would like to retire');
    expect(fieldOf(2, 'employment_client2', retire)?.label).toBe('Age you would like to retire');
    expect(fieldOf(2, 'personal_details_client1', 'smoker')?.label).toBe(
      'Has your partner smoked or used nicotine in the last 12 months?',
    );
    expect(fieldOf(2, 'estate_client1', 'has_will')?.label).toBe('Does your partner have a will?');
    expect(fieldOf(1, 'estate_client2', 'has_will')?.label).toBe('Does your partner have a will?');
    expect(fieldOf(2, 'knowledge_experience_client1', 'investment_knowledge')?.label).toBe(
      'How well does your partner know investing?',
    );
    // A question that says nothing of "you" is the same for both.
    expect(fieldOf(2, 'personal_details_client1', 'nationality')?.label).toBe('Nationality');
    // In an Irish client's terms too: the region's own question about the partner.
    const irish = localiseTemplate(baseTemplate, 'ie');
    expect(fieldOf(1, 'estate_client2', 'lpa_financial', irish)?.label).toBe(
      'Has your partner made an enduring power of attorney?',
    );
    expect(fieldOf(2, 'estate_client2', 'lpa_financial', irish)?.label).toBe(
      'Have you made an enduring power of attorney?',
    );
  });

  it('every question of a person’s section that says "you" has its question about the partner', () => {
    const personSections = baseTemplate.pages.flatMap((page) => page.sections).filter((s) => s.person);
    const unturned = personSections.flatMap((section) =>
      section.fields
        .filter((field) => /\byou(r)?\b/i.test(field.label) && !field.partnerLabel)
        .map((field) => `${section.key}.${field.key}`),
    );
    expect(unturned).toEqual([]);
  });

  it('shows the sign-in and profile help only in the reader’s own details', () => {
    const email = (viewer: 1 | 2, person: 1 | 2) =>
      fieldOf(viewer, `personal_details_client${person}`, 'email');
    expect(email(1, 1)?.help).toMatch(/address you sign in with/);
    expect(email(2, 1)?.help).toBeUndefined();
    expect(email(2, 1)?.label).toBe('Email address');
    // The partner's own details say the same of the partner's own sign-in; client 1 reading them does not.
    expect(email(2, 2)?.help).toMatch(/address you sign in with/);
    expect(email(1, 2)?.help).toBeUndefined();
    expect(fieldOf(2, 'personal_details_client2', 'mobile_phone')?.help).toBe(
      'Saved to your profile as well.',
    );
    expect(fieldOf(1, 'personal_details_client2', 'mobile_phone')?.help).toBeUndefined();
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

describe('the household from each partner’s side', () => {
  const okafors = { name: 'Michael Okafor', joint_name: 'Aisha Okafor' };

  it('gives each reader their own name and the other person’s', () => {
    expect(namesFromSide(okafors, 1)).toEqual({ own: 'Michael Okafor', partner: 'Aisha Okafor' });
    expect(namesFromSide(okafors, 2)).toEqual({ own: 'Aisha Okafor', partner: 'Michael Okafor' });
    expect(namesFromSide({ name: 'Ann Lee', joint_name: null }, 1)).toEqual({
      own: 'Ann Lee',
      partner: null,
    });
    expect(namesFromSide({ name: 'Ann Lee', joint_name: '  ' }, 1).partner).toBeNull();
  });

  it('says "you" of the reader and names the other person', () => {
    expect(youOr(7, 7, 'Michael Okafor')).toBe('you');
    expect(youOr(7, 8, 'Michael Okafor')).toBe('Michael Okafor');
  });

  it('knows when the other person may have acted too', () => {
    expect(isSharedWithPartner({ person: 2, partner: { has_sign_in: true } })).toBe(true);
    expect(isSharedWithPartner({ person: 1, partner: { has_sign_in: true } })).toBe(true);
    expect(isSharedWithPartner({ person: 1, partner: { has_sign_in: false } })).toBe(false);
    expect(isSharedWithPartner({ person: 1, partner: null })).toBe(false);
  });
});
