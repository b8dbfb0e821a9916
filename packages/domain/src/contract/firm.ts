import { z } from 'zod';

export const hexColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a six-digit hex colour such as #009ca6.');

// The firm's theme: exactly these fields.
export const firmSchema = z.object({
  name: z.string(),
  colours: z.object({ primary: hexColourSchema }),
  logoUrl: z.string(),
  onboardingEnabled: z.boolean(),
  securePortalUrl: z.string().nullable(),
  accessIpipeline: z.boolean(),
});
export type Firm = z.infer<typeof firmSchema>;
