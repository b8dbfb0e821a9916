import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { z } from 'zod';
import type { Clock } from '../../platform/clock.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { portalUrlAt } from '../../platform/site.ts';
import { generateToken } from '../../platform/tokens.ts';
import { invitationLifetimeMs } from '../account/client-onboarding.ts';
import { teamInvitationMail } from '../team/mails.ts';
import type { FirmCreateRepo } from './firm-create-repo.ts';
import { normaliseDomain, type TenancyRepo } from './repo.ts';

// Adds a firm to the deployment with its first admin: `npm run firm:create` calls this. The admin gets
// the same create-password invitation as a team member invited by an admin, with a link at the firm's own domain.

const hostName =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export const firmCreateInputSchema = z.object({
  name: z.string().trim().min(1, 'expected the firm’s name').max(200, 'expected at most 200 characters'),
  domains: z
    .array(
      z
        .string()
        .transform(normaliseDomain)
        .refine(
          (domain) => hostName.test(domain),
          'expected a host name such as portal.example.com (no port)',
        ),
    )
    .min(1, 'expected at least one --domain'),
  adminEmail: z.email('expected the admin’s email address').max(254),
  adminName: z.string().trim().min(1).max(200).optional(),
  primaryColour: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour such as #009ca6')
    .default('#009ca6'),
});
export type FirmCreateInput = z.input<typeof firmCreateInputSchema>;

export class FirmCreateError extends Error {
  override name = 'FirmCreateError';
}

export async function createFirmWithAdmin(
  input: FirmCreateInput,
  deps: { repo: FirmCreateRepo; tenancy: TenancyRepo; outbox: Outbox; clock: Clock; appUrl: string },
) {
  const parsed = firmCreateInputSchema.safeParse(input);
  if (!parsed.success) {
    throw new FirmCreateError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'input'}: ${issue.message}`).join('\n'),
    );
  }
  const { name, domains, adminEmail, primaryColour } = parsed.data;
  const unique = [...new Set(domains)];
  for (const domain of unique) {
    if ((await deps.tenancy.findFirmIdByDomain(domain)) !== null)
      throw new FirmCreateError(`The domain ${domain} already belongs to a firm.`);
  }
  const adminName = parsed.data.adminName ?? adminEmail.split('@')[0] ?? adminEmail;
  const now = deps.clock.now();
  const { token, tokenHash } = generateToken();
  const created = await deps.repo.createFirmWithAdmin({
    name,
    primaryColour,
    domains: unique,
    admin: {
      name: adminName,
      email: adminEmail,
      emailNormalised: normaliseEmail(adminEmail),
      // No usable password until the invitation is accepted: a random one nobody knows.
      passwordHash: await hashPassword(generateToken().token),
    },
    invitation: { tokenHash, expiresAt: new Date(now.getTime() + invitationLifetimeMs) },
    now,
  });
  const portalUrl = portalUrlAt(deps.appUrl, unique[0] as string);
  const mail = teamInvitationMail(
    { firmName: name, primaryColour },
    adminName,
    'admin',
    null,
    `${portalUrl}/create-password/${token}`,
  );
  await deps.outbox.sendMail({ firmId: created.firmId, to: adminEmail, ...mail });
  return { ...created, portalUrl, domains: unique };
}
