import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [1023, '1023 bytes'],
    [1024, '1 KB'],
    [1500, '1 KB'],
    [870_400, '850 KB'],
    [2_516_582, '2.4 MB'],
    [20 * 1024 * 1024, '20 MB'],
  ])('%i bytes read as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
});
