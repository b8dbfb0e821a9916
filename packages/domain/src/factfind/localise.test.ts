import { describe, expect, it } from 'vitest';
import { baseTemplate } from './base-template.ts';
import { localiseTemplate } from './localise.ts';
import { allSections, findPropertyField, findRepeatable } from './lookup.ts';
import type { Template } from './template.ts';

const ie = localiseTemplate(baseTemplate, 'ie');
const uk = localiseTemplate(baseTemplate, 'uk');

const label = (template: Template, category: string, property: string) =>
  findPropertyField(template, category, property)?.label;
const optionLabels = (template: Template, category: string, property: string, key: string) =>
  findRepeatable(template, category, property)
    ?.fields.find((field) => field.key === key)
    ?.options?.map((option) => option.label);

describe('localiseTemplate', () => {
  it('gives Irish clients Irish terms and identifiers from the template', () => {
    expect(label(ie, 'personal_details_client1', 'ni_number')).toBe('PPS number (PPSN)');
    expect(label(ie, 'personal_details_client2', 'ni_number')).toBe('PPS number (PPSN)');
    expect(label(ie, 'current_address', 'postcode')).toBe('Eircode');
    expect(label(ie, 'expenditure', 'council_tax')).toBe('Local Property Tax');
    expect(optionLabels(ie, 'pensions', 'items', 'type')).toEqual(
      expect.arrayContaining([
        'PRSA (Personal Retirement Savings Account)',
        'Additional voluntary contributions (AVC)',
      ]),
    );
    expect(optionLabels(ie, 'protection', 'items', 'type')).toContain('Serious illness cover');
    expect(optionLabels(ie, 'investments', 'items', 'type')).not.toContain('Cash ISA');
  });

  it('keeps the UK terms for UK clients and leaves out what is Irish only', () => {
    expect(label(uk, 'personal_details_client1', 'ni_number')).toBe('National Insurance number');
    expect(label(uk, 'current_address', 'postcode')).toBe('Postcode');
    expect(optionLabels(uk, 'pensions', 'items', 'type')).not.toContain(
      'PRSA (Personal Retirement Savings Account)',
    );
    expect(optionLabels(uk, 'protection', 'items', 'type')).toContain('Critical illness cover');
    expect(findRepeatable(uk, 'income', 'items')?.fields.map((f) => f.key)).toContain('student_loan');
    // UK-only questions (pension method, student loan) are not asked in Ireland.
    expect(findRepeatable(ie, 'income', 'items')?.fields.map((f) => f.key)).not.toContain('student_loan');
  });

  it('changes labels and offers, never keys or stored values', () => {
    const keys = (template: Template) =>
      allSections(template).map((s) => `${s.key}:${s.fields.map((f) => f.key).join(',')}`);
    const ukOnly = new Set(['pension_method', 'student_loan', 'lpa_health']);
    expect(keys(ie)).toEqual(
      keys({
        ...baseTemplate,
        pages: baseTemplate.pages.map((page) => ({
          ...page,
          sections: page.sections.map((s) => ({ ...s, fields: s.fields.filter((f) => !ukOnly.has(f.key)) })),
        })),
      }),
    );
    for (const template of [uk, ie]) {
      for (const section of allSections(template)) {
        for (const field of section.fields) {
          const base = allSections(baseTemplate)
            .find((s) => s.key === section.key)
            ?.fields.find((f) => f.key === field.key);
          const baseValues = base?.options?.map((o) => o.value) ?? [];
          for (const option of field.options ?? []) expect(baseValues).toContain(option.value);
        }
      }
    }
  });

  it('answers the same object for the same region', () => {
    expect(localiseTemplate(baseTemplate, 'ie')).toBe(ie);
    expect(localiseTemplate(baseTemplate, 'uk')).toBe(uk);
  });
});
