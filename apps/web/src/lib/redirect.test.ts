import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

const origin = 'https://portal.example';

describe('safeRedirectPath', () => {
  it('keeps a path of this app with its query and hash', () => {
    expect(safeRedirectPath('/fact-find?step=2#income', origin)).toBe('/fact-find?step=2#income');
  });

  it.each([
    undefined,
    42,
    '',
    'fact-find',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login?redirect=/',
  ])('sends %s home', (target) => {
    expect(safeRedirectPath(target, origin)).toBe('/');
  });
});
