// An iCalendar (RFC 5545) file for one appointment, for "Add to calendar". Times are written in UTC (the 'Z' form),
// which every calendar application shows in its own zone, so no VTIMEZONE is needed and a clock change between
// booking and meeting cannot shift it.

export type IcsEvent = {
  uid: string;
  // Raised on every change (a reschedule), so a calendar that imported the earlier file replaces it.
  sequence: number;
  stamp: Date;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  isCancelled: boolean;
};

const crlf = '\r\n';

// RFC 5545 §3.3.11: backslash, semicolon and comma are escaped, a line break becomes \n.
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

function utf8Length(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  if (code < 0x10000) return 3;
  return 4;
}

// RFC 5545 §3.1: lines longer than 75 octets are folded with CRLF and one space, never inside a UTF-8 character.
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char);
    // Continuation lines start with a space, which counts towards their 75.
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${crlf} `);
}

// 20260302T090000Z
export function formatUtc(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

// Control characters other than tab are not allowed in iCalendar text (RFC 5545 §3.3.11).
function clean(value: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return value.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
}

export function buildIcs(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Atrium//Client portal//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${clean(event.uid)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${formatUtc(event.stamp)}`,
    `DTSTART:${formatUtc(event.startsAt)}`,
    `DTEND:${formatUtc(event.endsAt)}`,
    `SUMMARY:${escapeText(clean(event.summary))}`,
    `DESCRIPTION:${escapeText(clean(event.description))}`,
    ...(event.location ? [`LOCATION:${escapeText(clean(event.location))}`] : []),
    // A URI value is not text-escaped (RFC 5545 §3.8.4.6); the contract only lets http(s) addresses through.
    ...(event.url ? [`URL:${clean(event.url)}`] : []),
    `STATUS:${event.isCancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(crlf) + crlf;
}
