import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine } from './ics.ts';

const event = {
  uid: 'appointment-7@atrium.example',
  sequence: 2,
  stamp: new Date('2026-03-02T09:00:00.123Z'),
  startsAt: new Date('2026-03-30T08:00:00Z'),
  endsAt: new Date('2026-03-30T09:00:00Z'),
  summary: 'Meeting with Sarah Mitchell, Example Financial Planning',
  description: 'Video call.\nNotes: pensions; ISA, and the house\\loft',
  location: null,
  url: 'https://meet.example.com/abc',
  isCancelled: false,
};

// UTF-8 length from code points (the domain package has no Node or DOM types).
const utf8 = (s: string) =>
  [...s].reduce((n, c) => {
    const code = c.codePointAt(0) ?? 0;
    return n + (code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4);
  }, 0);

// Undo RFC 5545 folding: a CRLF followed by one space or tab joins the lines.
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('iCalendar files', () => {
  it('has the required structure, in UTC, with CRLF line ends', () => {
    const ics = buildIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = unfold(ics).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('UID:appointment-7@atrium.example');
    expect(lines).toContain('DTSTAMP:20260302T090000Z');
    expect(lines).toContain('DTSTART:20260330T080000Z');
    expect(lines).toContain('DTEND:20260330T090000Z');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain('DESCRIPTION:Video call.\\nNotes: pensions\\; ISA\\, and the house\\\\loft');
    expect(lines.some((l) => l.startsWith('PRODID:'))).toBe(true);
    expect(buildIcs({ ...event, isCancelled: true })).toContain('STATUS:CANCELLED');
  });

  it('escapes text as RFC 5545 says', () => {
    expect(escapeText('a,b;c\\d\r\ne\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('folds every line to at most 75 octets without splitting a character, and unfolds to the original', () => {
    fc.assert(
      // U+FFFD in the text itself would survive folding as it should; the check is that folding makes none.
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 400 }).filter((t) => !t.includes('\uFFFD')),
        (text) => {
          const line = `SUMMARY:${text}`;
          const folded = foldLine(line);
          for (const physical of folded.split('\r\n')) expect(utf8(physical)).toBeLessThanOrEqual(75);
          expect(unfold(folded)).toBe(line);
          expect(folded).not.toContain('\uFFFD');
        },
      ),
    );
  });

  it('folds a long multibyte summary inside a whole file', () => {
    const ics = buildIcs({ ...event, summary: 'Réunion — £ € 💷 '.repeat(20) });
    for (const physical of ics.split('\r\n')) expect(utf8(physical)).toBeLessThanOrEqual(75);
    expect(unfold(ics)).toContain(`SUMMARY:${'Réunion — £ € 💷 '.repeat(20)}`);
  });
});
