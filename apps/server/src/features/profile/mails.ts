import { emailChangeRules } from '@atrium/domain/contract/profile';
import type { MailBranding, RenderedMail } from '../../platform/mail/template.ts';
import { renderMail } from '../../platform/mail/template.ts';

// The profile's mails, firm-branded. Links are always built from APP_URL, never the Host header.
export const profileMails = {
  confirmNewEmail: (brand: MailBranding, url: string): RenderedMail =>
    renderMail(brand, {
      subject: `Confirm your new email address for the ${brand.firmName} portal`,
      heading: 'Confirm your new email address',
      paragraphs: [
        'You asked to use this address for your client portal account. Follow the link below while signed in to make the change.',
      ],
      action: { label: 'Confirm this email address', url },
      footnote: `This link works once and expires in ${emailChangeRules.linkLifetimeMinutes} minutes. If you did not ask for it, ignore this email: nothing changes.`,
    }),

  // To the owner of an address someone else tried to move their account to: no link, nothing changes.
  emailAlreadyInUse: (brand: MailBranding, loginUrl: string): RenderedMail =>
    renderMail(brand, {
      subject: `Someone tried to use your email address on the ${brand.firmName} portal`,
      heading: 'This address already has an account',
      paragraphs: [
        'Someone signed in to another client portal account asked to change its email address to this one. This address already belongs to your account, so nothing has changed.',
      ],
      action: { label: 'Log in', url: loginUrl },
      footnote: `If you do not recognise this, you can ignore this email, or tell ${brand.firmName}.`,
    }),

  emailChangeRequested: (brand: MailBranding, newEmail: string, resetUrl: string): RenderedMail =>
    renderMail(brand, {
      subject: `A change of your ${brand.firmName} portal email address was requested`,
      heading: 'Your email address is about to change',
      paragraphs: [
        `Someone signed in to your client portal account asked to change its email address to ${newEmail}. The change happens only once a link sent to that address is followed.`,
      ],
      action: { label: 'Reset your password', url: resetUrl },
      footnote: `If this wasn't you, reset your password straight away and contact ${brand.firmName}.`,
    }),

  emailChanged: (brand: MailBranding, newEmail: string, resetUrl: string): RenderedMail =>
    renderMail(brand, {
      subject: `Your ${brand.firmName} portal email address was changed`,
      heading: 'Your email address was changed',
      paragraphs: [
        `The email address of your client portal account is now ${newEmail}. Mail about your account goes there from now on.`,
      ],
      action: { label: 'Reset your password', url: resetUrl },
      footnote: `If this wasn't you, contact ${brand.firmName} straight away.`,
    }),

  multiFactorChanged: (brand: MailBranding, change: string, profileUrl: string): RenderedMail =>
    renderMail(brand, {
      subject: `Your ${brand.firmName} portal sign-in settings changed`,
      heading: 'Your sign-in settings changed',
      paragraphs: [change],
      action: { label: 'Review your profile', url: profileUrl },
      footnote: `If this wasn't you, reset your password straight away and contact ${brand.firmName}.`,
    }),
};
