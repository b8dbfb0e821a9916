// New sockets per client address in a fixed window, held in memory: each instance guards itself, and a
// client that reconnects in a loop is slowed down without a database write per connection.
export type ConnectionRateLimiter = {
  consume(ip: string): boolean;
  prune(now: number): void;
};

export function createConnectionRateLimiter(limit: number, windowMs: number): ConnectionRateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    consume(ip) {
      const now = Date.now();
      const current = windows.get(ip);
      if (!current || now - current.startedAt >= windowMs) {
        windows.set(ip, { startedAt: now, count: 1 });
        return true;
      }
      current.count += 1;
      return current.count <= limit;
    },
    prune(now) {
      for (const [ip, window] of windows) {
        if (now - window.startedAt >= windowMs) windows.delete(ip);
      }
    },
  };
}
