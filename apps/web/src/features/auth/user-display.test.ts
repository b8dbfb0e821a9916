import { describe, expect, it } from 'vitest';
import { initials, roleLabel } from './user-display.ts';

describe('user display', () => {
  it('takes initials from the first and last names', () => {
    expect(initials('James Carter')).toBe('JC');
    expect(initials('Mary Ann de Vries')).toBe('MV');
    expect(initials('olivia')).toBe('O');
    expect(initials('  ')).toBe('?');
  });

  it('names each role for people', () => {
    expect(roleLabel('client')).toBe('Client');
    expect(roleLabel('adviser')).toBe('Adviser');
    expect(roleLabel('admin')).toBe('Administrator');
  });
});
