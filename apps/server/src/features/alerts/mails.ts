import { type AlertKind, alertKindLabels } from '@atrium/domain/contract/profile';
import { type MailBranding, type RenderedMail, renderMail } from '../../platform/mail/template.ts';

// What an alert says. Never the words of a message, a note or a notification, nor a document's name or a figure:
// a mail can be read by anyone who sees the inbox, so it only says where to look, behind the sign-in.
export type AlertEvent =
  | { type: 'adviser-message' }
  | { type: 'client-message'; writerNames: string[]; link: string }
  | { type: 'fact-find-returned'; hasNote: boolean }
  | { type: 'fact-find-reviewed' }
  | { type: 'document-shared' }
  | { type: 'adviser-notice'; link: string }
  | { type: 'fact-find-submitted'; link: string }
  | { type: 'document-uploaded'; link: string }
  | { type: 'risk-review-due' }
  | { type: 'forecast-scenario-shared' }
  | { type: 'declaration-requested' }
  | { type: 'review-invited' }
  | { type: 'review-reminder' }
  | { type: 'signature-requested'; link: string; isReminder: boolean }
  | { type: 'signature-completed'; link: string }
  | { type: 'signature-declined'; link: string }
  | { type: 'document-requested' }
  | { type: 'document-request-reminder'; isOverdue: boolean }
  | { type: 'document-request-reviewed'; isAccepted: boolean }
  | { type: 'document-request-uploaded'; link: string };

export const kindOf: Record<AlertEvent['type'], AlertKind> = {
  'adviser-message': 'messages',
  'client-message': 'messages',
  'fact-find-returned': 'fact_find',
  'fact-find-reviewed': 'fact_find',
  'document-shared': 'documents',
  'adviser-notice': 'notifications',
  'fact-find-submitted': 'fact_find',
  'document-uploaded': 'documents',
  'risk-review-due': 'notifications',
  'forecast-scenario-shared': 'notifications',
  'declaration-requested': 'fact_find',
  'review-invited': 'reviews',
  'review-reminder': 'reviews',
  'signature-requested': 'documents',
  'signature-completed': 'documents',
  'signature-declined': 'documents',
  'document-requested': 'documents',
  'document-request-reminder': 'documents',
  'document-request-reviewed': 'documents',
  'document-request-uploaded': 'documents',
};

type Wording = { subject: string; paragraphs: string[]; label: string; path: string };

function wordingOf(event: AlertEvent, firmName: string): Wording {
  const privacy = 'For your privacy we do not put it in this email: sign in to read it.';
  switch (event.type) {
    case 'adviser-message':
      return {
        subject: `New message from ${firmName}`,
        paragraphs: ['Your adviser has sent you a message in your secure portal.', privacy],
        label: 'Read your messages',
        path: '/messages',
      };
    case 'client-message': {
      const writers = event.writerNames.join(' and ');
      const many = event.writerNames.length > 1;
      return {
        subject: `New ${many ? 'messages' : 'message'} from ${writers}`,
        paragraphs: [`${writers} ${many ? 'have each' : 'has'} sent you a message that is still unread.`],
        label: 'Open the conversation',
        path: event.link,
      };
    }
    case 'fact-find-returned':
      return {
        subject: 'Your fact-find has been returned',
        paragraphs: [
          'Your adviser has returned your fact-find so that you can check or change some answers.',
          ...(event.hasNote ? [`Your adviser left a note. ${privacy}`] : []),
        ],
        label: 'Open your fact-find',
        path: '/fact-find',
      };
    case 'fact-find-reviewed':
      return {
        subject: 'Your fact-find has been reviewed',
        paragraphs: ['Your adviser has reviewed your fact-find. Thank you for completing it.'],
        label: 'Open your fact-find',
        path: '/fact-find',
      };
    case 'document-shared':
      return {
        subject: 'A document has been shared with you',
        paragraphs: ['Your adviser has shared a document with you in your secure portal.'],
        label: 'See your documents',
        path: '/documents',
      };
    case 'adviser-notice':
      return {
        subject: `New notification from ${firmName}`,
        paragraphs: ['Your adviser has sent you a notification in your secure portal.', privacy],
        label: 'Open the portal',
        path: event.link,
      };
    case 'fact-find-submitted':
      return {
        subject: 'A client submitted their fact-find',
        paragraphs: ['A client has submitted their fact-find. It is waiting for your review.'],
        label: 'Review the fact-find',
        path: event.link,
      };
    case 'document-uploaded':
      return {
        subject: 'A client uploaded a document',
        paragraphs: ['A client has uploaded a document to the portal.'],
        label: 'See their documents',
        path: event.link,
      };
    case 'risk-review-due':
      return {
        subject: 'Your attitude to risk is due for review',
        paragraphs: [
          'Your adviser reviews your risk profile regularly, and yours is due for review.',
          'Please look at your result in your secure portal and tell your adviser if anything has changed.',
        ],
        label: 'See your result',
        path: '/atrq/result',
      };
    // Not the partner's name: the mail says only where to look.
    case 'declaration-requested':
      return {
        subject: 'Your declaration is needed',
        paragraphs: [
          'Your partner has made their declaration on your household’s fact-find.',
          'It goes to your adviser once you have made yours. Please check the answers and make your declaration in your secure portal.',
        ],
        label: 'Review and declare',
        path: '/fact-find/review',
      };
    // Not the review's date or anything from the fact-find: the mail says only where to look.
    case 'review-invited':
      return {
        subject: 'Your annual review: please check in',
        paragraphs: [
          'It is nearly time for your annual review with your adviser.',
          'Please look over what you told us last time and tell us what has changed. It takes a few minutes in your secure portal.',
        ],
        label: 'Start your check-in',
        path: '/review',
      };
    case 'review-reminder':
      return {
        subject: 'Reminder: your annual review check-in',
        paragraphs: [
          'Your annual review check-in is still waiting for you.',
          'Please look over what you told us last time and tell us what has changed, in your secure portal.',
        ],
        label: 'Continue your check-in',
        path: '/review',
      };
    // Not the document's title: it may name the advice (features/signatures).
    case 'signature-requested':
      return {
        subject: event.isReminder
          ? 'Reminder: a document is waiting for your signature'
          : 'A document is waiting for your signature',
        paragraphs: [
          `${firmName} has asked you to read and sign a document in your secure portal.`,
          'You will need your second factor (your authenticator app or a text message code) to sign.',
        ],
        label: 'Read and sign',
        path: event.link,
      };
    case 'signature-completed':
      return {
        subject: 'A document has been signed',
        paragraphs: [
          'Everyone asked has signed a document in the portal. The signed copy is ready to download.',
        ],
        label: 'See the signed document',
        path: event.link,
      };
    case 'signature-declined':
      return {
        subject: 'A client declined to sign a document',
        paragraphs: ['A client declined to sign a document sent for signature and gave a reason.', privacy],
        label: 'See the request',
        path: event.link,
      };
    // Not the document's title nor the adviser's note or reason (features/document-requests): where to look only.
    case 'document-requested':
      return {
        subject: 'Your adviser has asked for documents',
        paragraphs: [
          `${firmName} has asked you for documents. You can see what is needed and upload them in your secure portal.`,
        ],
        label: 'See what is needed',
        path: '/documents',
      };
    case 'document-request-reminder':
      return {
        subject: event.isOverdue
          ? 'Reminder: documents your adviser asked for are overdue'
          : 'Reminder: documents your adviser asked for are due soon',
        paragraphs: [
          `${firmName} is still waiting for documents it asked you for. You can see what is needed and upload them in your secure portal.`,
        ],
        label: 'See what is needed',
        path: '/documents',
      };
    case 'document-request-reviewed':
      return {
        subject: event.isAccepted
          ? 'Your adviser accepted a document'
          : 'Your adviser needs a document again',
        paragraphs: event.isAccepted
          ? ['Your adviser has checked a document you uploaded and accepted it.']
          : ['Your adviser has checked a document you uploaded and needs it again.', privacy],
        label: 'See your documents',
        path: '/documents',
      };
    case 'document-request-uploaded':
      return {
        subject: 'A client uploaded a requested document',
        paragraphs: ['A client has uploaded a document you asked for. It is waiting for your review.'],
        label: 'Review it',
        path: event.link,
      };
    // Not the scenario's name: an adviser may name it by its figures ("Retire at 60 on £40,000").
    case 'forecast-scenario-shared':
      return {
        subject: 'Your adviser shared a forecast scenario',
        paragraphs: [
          'Your adviser has shared a forecast scenario with you in your secure portal, to look at beside your own forecast.',
          privacy,
        ],
        label: 'See your forecast',
        path: '/forecast',
      };
  }
}

// The mail and its RFC 8058 headers: List-Unsubscribe names an https link, List-Unsubscribe-Post asks the mail
// client to POST "List-Unsubscribe=One-Click" to it, and the same link opened in a browser shows a button.
export function alertMail(
  event: AlertEvent,
  brand: MailBranding,
  links: { appUrl: string; unsubscribeUrl: string },
): RenderedMail & { headers: Record<string, string> } {
  const wording = wordingOf(event, brand.firmName);
  const kind = alertKindLabels[kindOf[event.type]].toLowerCase();
  const mail = renderMail(brand, {
    subject: wording.subject,
    heading: wording.subject,
    paragraphs: wording.paragraphs,
    action: { label: wording.label, url: `${links.appUrl}${wording.path}` },
    footnote: `You get this email because emails about ${kind} are on. To stop them, open ${links.unsubscribeUrl} or change your email settings on your profile.`,
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
