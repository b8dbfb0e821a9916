// The portals a run starts: one per Playwright worker, each on its own port with its own embedded database, so
// journeys running side by side never share data. Worker n (testInfo.parallelIndex) uses portal n.
// E2E_PORT is the first portal's port; E2E_PORTALS how many (default 1).
process.env.E2E_PORT ??= String(3100 + (process.pid % 700));

export const firstPort = Number(process.env.E2E_PORT);
export const portalCount = Math.max(1, Number(process.env.E2E_PORTALS ?? 1));

export function portalUrl(index: number): string {
  return `http://127.0.0.1:${firstPort + (index % portalCount)}`;
}
