import { describe, expect, it } from 'vitest';
import { firstName } from './names.ts';

describe('firstName', () => {
  it('greets by the first word of the name', () => {
    expect(firstName('James Carter')).toBe('James');
    expect(firstName('  Émilie   de la Tour ')).toBe('Émilie');
    expect(firstName('Cher')).toBe('Cher');
  });
});
