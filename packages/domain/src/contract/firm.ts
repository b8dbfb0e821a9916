import { z } from 'zod';
import { hexColourSchema } from './fields.ts';

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
