// A message on a firm's Redis channel (decision 018): one or more entries, each an event for some of the firm's users,
//   <event> "\n" <user ids, comma-separated> "\n" <length of data> "\n" <data>
// one after the other. Event names are the contract's constants (realtimeEvents, revokeEvent) and never hold a
// newline; the data is the published JSON text as it is, its length (in UTF-16 units, as both ends are JavaScript)
// saying where it ends, so nothing inside it is escaped or parsed on the way.
export type FirmEntry = { event: string; userIds: number[]; data: string };

export function encodeFirmMessage(entries: readonly FirmEntry[]): string {
  let message = '';
  for (const { event, userIds, data } of entries) {
    message += `${event}\n${userIds.join(',')}\n${data.length}\n${data}`;
  }
  return message;
}

const comma = 44;
const zero = 48;
const nine = 57;

// The ids between start and end: positive integers of at most 15 digits, comma-separated; null if anything else.
function idsIn(text: string, start: number, end: number): number[] | null {
  const ids: number[] = [];
  let value = 0;
  let digits = 0;
  for (let at = start; at < end; at++) {
    const code = text.charCodeAt(at);
    if (code === comma) {
      if (digits === 0 || value === 0) return null;
      ids.push(value);
      value = 0;
      digits = 0;
    } else if (code >= zero && code <= nine && digits < 15) {
      value = value * 10 + (code - zero);
      digits += 1;
    } else return null;
  }
  if (digits === 0 || value === 0) return null;
  ids.push(value);
  return ids;
}

// Every entry, or null when any part is unreadable: a garbled message delivers nothing rather than a guess.
export function decodeFirmMessage(message: string): FirmEntry[] | null {
  const entries: FirmEntry[] = [];
  let at = 0;
  while (at < message.length) {
    const eventEnd = message.indexOf('\n', at);
    if (eventEnd <= at) return null;
    const idsEnd = message.indexOf('\n', eventEnd + 1);
    if (idsEnd < 0) return null;
    const userIds = idsIn(message, eventEnd + 1, idsEnd);
    const lengthEnd = message.indexOf('\n', idsEnd + 1);
    if (userIds === null || lengthEnd < 0) return null;
    const lengthText = message.slice(idsEnd + 1, lengthEnd);
    if (!/^\d{1,10}$/.test(lengthText)) return null;
    const dataEnd = lengthEnd + 1 + Number(lengthText);
    if (dataEnd > message.length) return null;
    entries.push({
      event: message.slice(at, eventEnd),
      userIds,
      data: message.slice(lengthEnd + 1, dataEnd),
    });
    at = dataEnd;
  }
  return entries.length > 0 ? entries : null;
}
