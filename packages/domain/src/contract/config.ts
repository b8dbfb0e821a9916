import { z } from 'zod';

// The realtime client's settings; filled in once the realtime gateway exists (null until then).
export const realtimeConfigSchema = z.object({
  key: z.string(),
  cluster: z.string(),
  wsHost: z.string(),
  wsPort: z.number().int(),
  wssPort: z.number().int(),
  forceTLS: z.boolean(),
});
export type RealtimeConfig = z.infer<typeof realtimeConfigSchema>;

export const publicConfigSchema = z.object({
  buildId: z.string(),
  realtime: realtimeConfigSchema.nullable(),
  // The server ends a token unused this long; the app warns two minutes before (WCAG 2.2.1).
  session: z.object({ idleMinutes: z.number().int().positive() }),
  // The iPipeline quote page "Get a quote" opens (IPIPELINE_QUOTE_URL), null when none is set.
  // Defaulted so a server from before it still parses.
  ipipeline: z.object({ quoteUrl: z.url({ protocol: /^https?$/ }).nullable() }).default({ quoteUrl: null }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

// Written by the web build as /build-manifest.json and polled by the app to detect a new build.
export const buildManifestSchema = z.object({ buildId: z.string() });
export type BuildManifest = z.infer<typeof buildManifestSchema>;
