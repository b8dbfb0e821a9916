import { msUntilExpiry } from '@atrium/domain/session/session';
import { useEffect } from 'react';
import { markSessionExpired, useSession } from '../../../lib/session.ts';

// setTimeout holds at most a 32-bit delay (~24.8 days); a longer wait is re-armed on the next render.
const maxDelayMs = 2 ** 31 - 1;

// When the stored expiry passes while the app is open, the session is over.
export function useSessionExpiryTimer(): void {
  const { token, expiresAt, isExpired } = useSession();
  useEffect(() => {
    if (!token || isExpired) return;
    const delay = msUntilExpiry({ authToken: token, tokenExpiresAt: expiresAt }, new Date());
    const timer = setTimeout(markSessionExpired, Math.min(delay, maxDelayMs));
    return () => clearTimeout(timer);
  }, [token, expiresAt, isExpired]);
}
