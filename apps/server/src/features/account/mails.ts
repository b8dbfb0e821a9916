import type { MailBranding, RenderedMail } from '../../platform/mail/template.ts';
import { renderMail } from '../../platform/mail/template.ts';

// The account mails, firm-branded. Links are always built from APP_URL, never the Host header, so a forged
// Host cannot point a link elsewhere.
export const accountMails = {
  passwordReset: (brand: MailBranding, url: string): RenderedMail =>
    renderMail(brand, {
      subject: `Reset your ${brand.firmName} portal password`,
      heading: 'Reset your password',
      paragraphs: ['We received a request to reset the password for your client portal account.'],
      action: { label: 'Choose a new password', url },
      footnote:
        'This link works once and expires in 60 minutes. If you did not ask for it, ignore this email: your password stays the same.',
    }),

  passwordChanged: (brand: MailBranding, loginUrl: string): RenderedMail =>
    renderMail(brand, {
      subject: `Your ${brand.firmName} portal password was changed`,
      heading: 'Your password was changed',
      paragraphs: [
        'The password for your client portal account has just been changed. Every other session and trusted device has been signed out.',
      ],
      action: { label: 'Log in', url: loginUrl },
      footnote: `If this wasn't you, reset your password straight away and contact ${brand.firmName}.`,
    }),

  invitation: (brand: MailBranding, name: string, inviter: string | null, url: string): RenderedMail =>
    renderMail(brand, {
      subject: `${brand.firmName} has invited you to your client portal`,
      heading: `Welcome, ${name}`,
      paragraphs: [
        `${inviter ?? brand.firmName} has invited you to the ${brand.firmName} secure client portal, where you can complete your fact-find and message your adviser.`,
      ],
      action: { label: 'Create your password', url },
      footnote: 'This invitation expires in 7 days and can be used once.',
    }),

  confirmRegistration: (brand: MailBranding, url: string): RenderedMail =>
    renderMail(brand, {
      subject: `Confirm your email for the ${brand.firmName} portal`,
      heading: 'Confirm your email address',
      paragraphs: ['Follow the link below to finish creating your client portal account.'],
      action: { label: 'Confirm and continue', url },
      footnote: 'This link expires in 24 hours. If you did not register, ignore this email.',
    }),

  alreadyRegistered: (brand: MailBranding, loginUrl: string, resetUrl: string): RenderedMail =>
    renderMail(brand, {
      subject: `You already have a ${brand.firmName} portal account`,
      heading: 'You already have an account',
      paragraphs: [
        'Someone, probably you, tried to register with this email address, but an account already exists.',
        `If you have forgotten your password, you can reset it here: ${resetUrl}`,
      ],
      action: { label: 'Log in', url: loginUrl },
      footnote: 'If this was not you, you can ignore this email.',
    }),
};
