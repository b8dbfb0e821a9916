import { describe, expect, it } from 'vitest';
import { decodeFirmMessage, encodeFirmMessage } from './firm-message.ts';

describe("a firm channel's message", () => {
  it('carries each entry whole: its event, its recipients and its data, newlines and any text in the data included', () => {
    const entries = [
      { event: 'conversation.updated', userIds: [7, 12, 4096], data: '{"text":"line one\\nline two"}\n\n' },
      { event: 'notification.created', userIds: [9], data: '{"title":"Überweisung 💷, done"}' },
      { event: 'atrium_internal:revoke', userIds: [123456789012345], data: '' },
    ];
    expect(decodeFirmMessage(encodeFirmMessage(entries))).toEqual(entries);
  });

  it('is unreadable as a whole when any part is wrong, so a garbled message delivers nothing', () => {
    const good = encodeFirmMessage([{ event: 'a', userIds: [1, 2], data: '{}' }]);
    expect(decodeFirmMessage(good)).not.toBeNull();
    for (const bad of [
      '',
      'a\n1,2\n2\n{',
      '\n1\n2\n{}',
      'a\n1,,2\n2\n{}',
      'a\n1,x\n2\n{}',
      'a\n0\n2\n{}',
      'a\n\n2\n{}',
      'a\n1\n-2\n{}',
      'a\n1\n2',
      `${good}b\n3`,
      '{"event":"a","data":"{}"}',
    ]) {
      expect(decodeFirmMessage(bad)).toBeNull();
    }
  });
});
