import { describe, expect, it } from 'vitest';
import { attributeChanges, describeChange, diffFactFind } from '../review/diff.ts';
import { baseTemplate } from './base-template.ts';
import { localiseTemplate } from './localise.ts';
import {
  aboutPerson,
  customPagesAbout,
  isSharedWithPartner,
  namesFromSide,
  personFallback,
  templateAbout,
  templateFor,
  titleAbout,
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

  it('says each choice of the other person’s section of them, not in their first person', () => {
    const levels = (viewer: 1 | 2, person: 1 | 2) =>
      fieldOf(viewer, `knowledge_experience_client${person}`, 'investment_knowledge')?.options?.map(
        (option) => option.label,
      );
    expect(levels(1, 1)?.[1]).toBe('Basic: I understand savings and simple investments');
    expect(levels(2, 2)?.[1]).toBe('Basic: I understand savings and simple investments');
    expect(levels(2, 1)?.[1]).toBe('Basic: understands savings and simple investments');
    expect(levels(1, 2)?.[4]).toBe('Expert: works in finance or invests actively');
  });

  it('every choice of a person’s section that says "I" or "my" is said of the person by anyone else', () => {
    const personSections = baseTemplate.pages.flatMap((page) => page.sections).filter((s) => s.person);
    const firstPerson = personSections.flatMap((section) =>
      section.fields.flatMap((field) =>
        (field.options ?? [])
          .filter((option) => /\b(I|my|me|I'm|myself)\b/.test(option.label) && !option.partnerLabel)
          .map((option) => `${section.key}.${field.key}.${option.value}`),
      ),
    );
    expect(firstPerson).toEqual([]);
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

describe('the fact-find as the firm’s staff read it, about each person by name', () => {
  const okafors = { client1: 'Michael', client2: 'Aisha' };
  const staffSection = (key: string, template = baseTemplate) =>
    templateAbout(template, okafors)
      .pages.flatMap((page) => page.sections)
      .find((section) => section.key === key);
  const staffField = (section: string, key: string, template = baseTemplate) =>
    staffSection(section, template)?.fields.find((field) => field.key === key);

  it('titles each person’s sections and asks each question about them by name', () => {
    expect(staffSection('knowledge_experience_client1')?.title).toBe(
      "Michael's investment knowledge and experience",
    );
    expect(staffSection('knowledge_experience_client2')?.title).toBe(
      "Aisha's investment knowledge and experience",
    );
    expect(staffField('knowledge_experience_client1', 'investment_knowledge')?.label).toBe(
      'How well does Michael know investing?',
    );
    expect(staffField('knowledge_experience_client2', 'investments_held')?.label).toBe(
      'Which has Aisha held?',
    );
    expect(staffField('knowledge_experience_client2', 'loss_reaction')?.label).toBe(
      "If Aisha's investments fell by a fifth in a year, what would they most likely do?",
    );
    expect(staffField('employment_client1', 'desired_retirement_age')?.label).toBe(
      'Age Michael would like to retire',
    );
    expect(staffField('estate_client2', 'has_will')?.label).toBe('Does Aisha have a will?');
    // The region's own question, about the person.
    expect(staffField('estate_client1', 'lpa_financial', localiseTemplate(baseTemplate, 'ie'))?.label).toBe(
      'Has Michael made an enduring power of attorney?',
    );
    // A question that says nothing of "you" stays as it is.
    expect(staffField('personal_details_client2', 'nationality')?.label).toBe('Nationality');
  });

  it('reads the household’s own pages and sections about the household, from outside it', () => {
    const staff = templateAbout(baseTemplate, okafors);
    expect(staff.pages[0]?.title).toBe('About them');
    // A section's title by its subject, or said of the household.
    expect(staffSection('current_address')?.title).toBe('Current address');
    expect(staffSection('objective_items')?.title).toBe('Goals');
    expect(staffSection('property_items')?.title).toBe('Property they own');
    expect(staffField('current_address', 'ownership_status')?.label).toBe('Do they own or rent it?');
    expect(staffField('dependants_summary', 'has_dependants')?.label).toBe(
      'Do they have any children or other people who depend on them financially?',
    );
    expect(staffField('property_items', 'ownership_share')?.help).toBe(
      'Leave empty if it is all theirs (or both of theirs).',
    );
    const goals = staffField('objective_items', 'goal')?.options?.map((option) => option.label);
    expect(goals).toContain('Protect their family');
    expect(goals).toContain('Take an income from their savings');
    // The firm's own words to the household stay the firm's ("Tell us more"); a title with no "you" is unchanged.
    expect(staffField('objective_items', 'details')?.label).toBe('Tell us more');
    expect(staff.pages[1]?.title).toBe('Employment');
  });

  it('says each choice of the person, and leaves out the help about the reader’s own sign-in', () => {
    const levels = staffField('knowledge_experience_client1', 'investment_knowledge')?.options;
    expect(levels?.map((option) => option.label)).toEqual([
      'None: new to investing',
      'Basic: understands savings and simple investments',
      'Moderate: understands funds, and that their value can fall',
      'Good: follows markets and understands most kinds of investment',
      'Expert: works in finance or invests actively',
    ]);
    expect(staffField('personal_details_client1', 'email')?.help).toBeUndefined();
  });

  it('reads the firm’s own pages about the household, keeping their answers', () => {
    const question = {
      id: 'main_goal',
      label: 'What is your most important financial goal?',
      help: 'In your own words.',
      options: { choices: [{ value: 'family', label: 'Providing for my family' }] },
      answer: { id: 7, value: 'family' },
    };
    const [page] = customPagesAbout([
      {
        slug: 'priorities',
        title: 'Your priorities',
        sections: [{ title: 'What you want', questions: [question] }],
      },
    ]);
    expect(page?.title).toBe('Their priorities');
    expect(page?.sections[0]?.title).toBe('What they want');
    expect(page?.sections[0]?.questions[0]).toEqual({
      ...question,
      label: 'What is their most important financial goal?',
      help: 'In their own words.',
      options: { choices: [{ value: 'family', label: 'Providing for their family' }] },
    });
  });

  it('no page, section, question or choice says "you" (or "I") to the firm, in either region', () => {
    for (const region of ['uk', 'ie'] as const) {
      const staff = templateAbout(localiseTemplate(baseTemplate, region), okafors);
      const addressed = [
        ...staff.pages.map((page) => page.title),
        ...staff.pages
          .flatMap((page) => page.sections)
          .flatMap((section) => [
            section.title,
            ...section.fields.flatMap((f) => [f.label, ...(f.options ?? []).map((o) => o.label)]),
          ]),
      ]
        // "I" as a word, not the "I" of NS&I.
        .filter((text) => /\b(you|your|yours|my|me|our)\b|(?<!&)\bI\b/i.test(text));
      expect(addressed, region).toEqual([]);
    }
  });

  it('words a change to a person’s answer for the review record about them', () => {
    const [change] = attributeChanges(
      diffFactFind(
        { knowledge_experience_client2: { investment_knowledge: 'none' } },
        { knowledge_experience_client2: { investment_knowledge: 'basic' } },
      ),
      [],
    );
    if (!change) throw new Error('no change');
    expect(
      describeChange(templateAbout(baseTemplate, okafors), change, '£', {
        client1: 'Michael',
        client2: 'Aisha',
      }),
    ).toMatchObject({
      section: "Aisha's investment knowledge and experience",
      question: 'How well does Aisha know investing?',
      beforeText: 'None: new to investing',
      afterText: 'Basic: understands savings and simple investments',
    });
  });

  it('names the person in a question about "your partner"', () => {
    expect(aboutPerson('Has your partner smoked or used nicotine in the last 12 months?', 'Aisha')).toBe(
      'Has Aisha smoked or used nicotine in the last 12 months?',
    );
    expect(aboutPerson("Anything else about your partner's experience", 'this person')).toBe(
      "Anything else about this person's experience",
    );
    expect(aboutPerson("Your partner's occupation", 'this person')).toBe("This person's occupation");
    expect(titleAbout('Your employment', 'Michael')).toBe("Michael's employment");
    expect(titleAbout("Your partner's details", 'Aisha')).toBe("Aisha's details");
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
