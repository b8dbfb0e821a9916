import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchPublicConfig, publicConfigQueryKey } from '../../../lib/app-config.ts';
import { markSessionExpired, useSession } from '../../../lib/session.ts';
import { idleDeadline, idleWarningMs, useSessionActivity } from '../../../lib/session-activity.ts';

// WCAG 2.2.1 (timing adjustable): two minutes before the server's idle timeout the app warns (the returned deadline,
// null otherwise); when the deadline passes with no call in between, the session is over. Any API call,
// in this tab or another, moves the deadline and so ends the warning.
export function useIdleWarning(): number | null {
  const { token, expiresAt, isExpired } = useSession();
  const lastActivity = useSessionActivity();
  // The server's SESSION_IDLE_MINUTES; until it is known (or if the call fails) the default applies.
  const { data: config } = useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: fetchPublicConfig,
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const deadline =
    token && !isExpired && lastActivity !== null
      ? idleDeadline(lastActivity, config?.session.idleMinutes)
      : null;
  const [warnedFor, setWarnedFor] = useState<number | null>(null);

  useEffect(() => {
    if (deadline === null) return;
    // An absolute expiry that comes first is the expiry timer's: staying signed in could not extend it.
    const absoluteExpiry = Date.parse(expiresAt ?? '');
    if (Number.isFinite(absoluteExpiry) && absoluteExpiry <= deadline) return;
    const now = Date.now();
    const timers = [
      setTimeout(() => setWarnedFor(deadline), Math.max(0, deadline - idleWarningMs - now)),
      setTimeout(markSessionExpired, Math.max(0, deadline - now)),
    ];
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [deadline, expiresAt]);

  return deadline !== null && warnedFor === deadline ? deadline : null;
}
