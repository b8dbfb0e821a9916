import type { StaffRole } from '@atrium/domain/contract/team';
import { type MailBranding, type RenderedMail, renderMail } from '../../platform/mail/template.ts';

// The invitation to join the firm's team: the same create-password link as a client's (features/account accepts
// it), worded for the firm's own people.
export function teamInvitationMail(
  brand: MailBranding,
  name: string,
  role: StaffRole,
  inviter: string | null,
  url: string,
): RenderedMail {
  return renderMail(brand, {
    subject: `Join ${brand.firmName} on the client portal`,
    heading: `Welcome, ${name}`,
    paragraphs: [
      `${inviter ?? brand.firmName} has added you to the ${brand.firmName} client portal as ${role === 'admin' ? 'an admin' : 'an adviser'}. Create your password to start working with your clients.`,
    ],
    action: { label: 'Create your password', url },
    footnote: 'This invitation expires in 7 days and can be used once.',
  });
}
