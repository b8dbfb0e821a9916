import { describe, expect, it } from 'vitest';
import { baseTemplate } from './base-template.ts';
import { allSections, factFindSteps, findPropertyField, findRepeatable, findScalarField } from './lookup.ts';
import { isScalarSection } from './template.ts';
import { jointCondition } from './template-fields.ts';

// The base template's pages, in order.
const basePageSlugs = [
  'about-you',
  'employment',
  'address',
  'dependants',
  'income',
  'expenditure',
  'property',
  'savings-investments',
  'pensions',
  'liabilities',
  'protection',
  'estate',
  'objectives',
];

describe('baseTemplate', () => {
  it('has the base pages in order: the original four first, so a draft’s last step still points at them', () => {
    expect(baseTemplate.identifier).toBe('base');
    expect(baseTemplate.pages.map((page) => page.slug)).toEqual(basePageSlugs);
  });

  it('uses the spec’s category and property names', () => {
    const expectProperties = (category: string, properties: string[]) => {
      for (const property of properties) {
        expect(findPropertyField(baseTemplate, category, property), `${category}.${property}`).not.toBeNull();
      }
    };
    for (const person of [1, 2]) {
      expectProperties(`personal_details_client${person}`, [
        'title',
        'first_name',
        'middle_names',
        'last_name',
        'date_of_birth',
      ]);
      expectProperties(`employment_client${person}`, [
        'employment_status',
        'occupation',
        'employer',
        'desired_retirement_age',
        'country_domiciled',
      ]);
    }
    expectProperties('current_address', [
      'postcode',
      'identifierline',
      'premise',
      'address_line_1',
      'town',
      'ownership_status',
    ]);
    expect(findScalarField(baseTemplate, 'joint')?.type).toBe('yesno');
    expect(findRepeatable(baseTemplate, 'dependants', 'items')?.repeatable?.itemLabel).toBe('Dependant');
  });

  it('offers the spec’s employment and ownership options', () => {
    const values = (category: string, property: string) =>
      findPropertyField(baseTemplate, category, property)?.options?.map((o) => o.value);
    expect(values('employment_client1', 'employment_status')).toEqual(
      expect.arrayContaining(['Employed', 'Self-employed', 'Company director', 'Not Working', 'Retired']),
    );
    expect(values('current_address', 'ownership_status')).toEqual(
      expect.arrayContaining([
        'Own (Mortgaged)',
        'Own (No mortgage)',
        'Renting',
        'Living with family',
        'Other',
      ]),
    );
  });

  it('shows client 2 sections only when joint', () => {
    const client2 = allSections(baseTemplate).filter((section) => section.person === 2);
    expect(client2.map((s) => s.key)).toEqual([
      'personal_details_client2',
      'employment_client2',
      'estate_client2',
      'knowledge_experience_client2',
    ]);
    for (const section of client2) expect(section.visibleWhen).toEqual(jointCondition);
    // Each mirrors client 1's section field for field.
    for (const section of client2) {
      const mirror = allSections(baseTemplate).find(
        (s) => s.key === section.key.replace('client2', 'client1'),
      );
      expect(section.fields.map((f) => f.key)).toEqual(mirror?.fields.map((f) => f.key));
    }
  });

  it('has unique section keys, unique field keys per section and no scalar section but joint', () => {
    const sections = allSections(baseTemplate);
    expect(new Set(sections.map((s) => s.key)).size).toBe(sections.length);
    for (const section of sections) {
      const keys = section.fields.map((f) => f.key);
      expect(new Set(keys).size, section.key).toBe(keys.length);
      for (const field of section.fields) {
        if (field.type === 'select' || field.type === 'radio' || field.type === 'multiselect') {
          expect(field.options?.length, `${section.key}.${field.key}`).toBeGreaterThan(0);
        }
      }
    }
    expect(sections.filter(isScalarSection).map((s) => s.category)).toEqual(['joint']);
  });

  it('lists the steps with custom pages after the base pages, by their order', () => {
    const page = (slug: string, order: number) => ({ slug, title: slug, order, sections: [] });
    expect(factFindSteps(baseTemplate, [page('b', 2), page('a', 1)])).toEqual([
      ...basePageSlugs,
      'custom.a',
      'custom.b',
    ]);
  });

  it('does not mistake a repeatable or scalar section for a property section', () => {
    expect(findPropertyField(baseTemplate, 'dependants', 'first_name')).toBeNull();
    expect(findPropertyField(baseTemplate, 'joint', 'joint')).toBeNull();
    expect(findPropertyField(baseTemplate, 'nope', 'first_name')).toBeNull();
  });
});
