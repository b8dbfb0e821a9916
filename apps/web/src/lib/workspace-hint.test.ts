import { afterEach, describe, expect, it } from 'vitest';
import { writeWorkspaceHint } from './workspace-hint.ts';

const now = Date.parse('2026-11-25T09:00:00Z');
const inAnHour = '2026-11-25T10:00:00Z';

afterEach(() => writeWorkspaceHint(null, null));

describe('the workspace hint cookie', () => {
  it('names the workspace for as long as the session lasts', () => {
    writeWorkspaceHint('client', inAnHour, now);
    expect(document.cookie).toBe('atrium_workspace=client');
    writeWorkspaceHint('staff', inAnHour, now);
    expect(document.cookie).toBe('atrium_workspace=staff');
  });

  it('is removed when the session ends, has expired or has no known expiry', () => {
    writeWorkspaceHint('client', inAnHour, now);
    writeWorkspaceHint(null, inAnHour, now);
    expect(document.cookie).toBe('');
    writeWorkspaceHint('client', inAnHour, now);
    writeWorkspaceHint('client', '2026-11-25T08:59:59Z', now);
    expect(document.cookie).toBe('');
    writeWorkspaceHint('client', inAnHour, now);
    writeWorkspaceHint('client', 'not a date', now);
    expect(document.cookie).toBe('');
  });
});
