import { describe, expect, it } from 'vitest';
import { auditQuerySchema, csvCell, csvRow } from './audit.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+44 20 7946 0000', "'+44 20 7946 0000"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['', ''],
  ])('makes %j safe as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('joins a row with CRLF', () => {
    expect(csvRow(['a', '=b', 'c"d'])).toBe(`a,'=b,"c""d"\r\n`);
  });
});

describe('auditQuerySchema', () => {
  it('reads empty fields as absent and defaults the page', () => {
    expect(auditQuerySchema.parse({ client_id: '', type: '', page: '' })).toEqual({ page: 1 });
  });

  it('refuses a range that ends before it starts, and impossible dates', () => {
    expect(auditQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(auditQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
  });
});
