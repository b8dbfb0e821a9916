// Firm-branded transactional mail, HTML and plain text from one description. Inline styles and tables only:
// mail clients ignore stylesheets. Every interpolated value is escaped.

export type MailBranding = { firmName: string; primaryColour: string };

export type MailContent = {
  subject: string;
  heading: string;
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  // Small print under the button: why they got this, what to do if it wasn't them.
  footnote?: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const hexColour = /^#[0-9a-f]{6}$/i;

// A colour from the database goes into a style attribute: only a plain hex colour is accepted.
function safeColour(colour: string): string {
  return hexColour.test(colour) ? colour : '#009ca6';
}

function renderText(brand: MailBranding, content: MailContent): string {
  const lines = [brand.firmName, '', content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  if (content.footnote) lines.push(content.footnote, '');
  lines.push(`— ${brand.firmName}`);
  return lines.join('\n');
}

function renderHtml(brand: MailBranding, content: MailContent): string {
  const colour = safeColour(brand.primaryColour);
  const paragraphs = content.paragraphs
    .map(
      (p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(p)}</p>`,
    )
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${colour};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#4b5563">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#4b5563">${escapeHtml(content.footnote)}</p>`
    : '';
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">',
    '<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden">',
    `<tr><td style="background:${colour};padding:16px 24px;color:#ffffff;font-size:18px;font-weight:700">${escapeHtml(brand.firmName)}</td></tr>`,
    '<tr><td style="padding:24px">',
    `<h1 style="margin:0 0 16px;font-size:22px;color:#111827">${escapeHtml(content.heading)}</h1>`,
    paragraphs,
    action,
    footnote,
    '</td></tr></table>',
    `<p style="font-size:12px;color:#6b7280">${escapeHtml(brand.firmName)} · secure client portal</p>`,
    '</td></tr></table></body></html>',
  ].join('');
}

export function renderMail(brand: MailBranding, content: MailContent): RenderedMail {
  return { subject: content.subject, text: renderText(brand, content), html: renderHtml(brand, content) };
}
