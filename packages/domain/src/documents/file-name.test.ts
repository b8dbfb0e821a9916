import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, fileNameMaxLength, safeFileName } from './file-name.ts';

describe('safeFileName', () => {
  it.each([
    ['Payslip March.pdf', 'pdf', 'Payslip March.pdf'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['C:\\Users\\me\\Statement.PDF', 'pdf', 'Statement.pdf'],
    ['invoice\u202efdp.exe', 'pdf', 'invoicefdp.exe.pdf'],
    ['report.exe', 'pdf', 'report.exe.pdf'],
    ['  ..hidden.pdf  ', 'pdf', 'hidden.pdf'],
    ['a<b>c:d"e|f?g*h.png', 'png', 'a_b_c_d_e_f_g_h.png'],
    ['line\nbreak\ttab.pdf', 'pdf', 'line break tab.pdf'],
    ['', 'pdf', 'document.pdf'],
    ['...', 'docx', 'document.docx'],
    ['photo.jpeg', 'jpg', 'photo.jpeg'],
  ])('%j as %s → %j', (input, ext, expected) => {
    expect(safeFileName(input, ext, ext === 'jpg' ? ['jpg', 'jpeg'] : [ext])).toBe(expected);
  });

  it('keeps at most 150 characters, extension included', () => {
    const name = safeFileName(`${'x'.repeat(400)}.pdf`, 'pdf');
    expect(name).toHaveLength(fileNameMaxLength);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('never yields a path, a control character or an over-long name, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (input) => {
        const name = safeFileName(input, 'pdf');
        // biome-ignore lint/suspicious/noControlCharactersInRegex: checking for control characters is the point.
        expect(name).not.toMatch(/[/\\\u0000-\u001f\u202a-\u202e]/);
        expect([...name].length).toBeLessThanOrEqual(fileNameMaxLength);
        expect(name.endsWith('.pdf')).toBe(true);
        expect(name.startsWith('.')).toBe(false);
      }),
    );
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact name encoded', () => {
    expect(contentDisposition('Zoë’s "plan" (1).pdf')).toBe(
      `attachment; filename="Zoe_s _plan_ (1).pdf"; filename*=UTF-8''Zo%C3%AB%E2%80%99s%20%22plan%22%20%281%29.pdf`,
    );
  });
});
