import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

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
