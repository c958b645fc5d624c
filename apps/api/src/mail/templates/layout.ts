const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

export interface TMailContent {
  subject: string;
  text: string;
  html: string;
}

export interface TActionMail {
  subject: string;
  /** Page language, for screen readers and hyphenation. */
  language: string;
  productName: string;
  greeting: string;
  /** Paragraphs before the button. */
  intro: string[];
  buttonLabel: string;
  link: string;
  /** Introduces the plain link for mail clients that do not show buttons. */
  plainLinkLabel: string;
  /** Paragraphs after the button. */
  outro: string[];
  /** May span lines ('Take care,\nThe team'). */
  signOff: string;
  /** Small print under the sign-off with a link of its own, such as a reminder's way to stop them. */
  footer?: { text: string; linkLabel: string; link: string };
}

/**
 * One short message with one action. Mail clients ignore stylesheets, so every style is
 * inline, and the link is also given in full for clients that hide buttons.
 */
export function renderActionMail(mail: TActionMail): TMailContent {
  const text = [
    mail.greeting,
    '',
    ...mail.intro.flatMap((paragraph) => [paragraph, '']),
    `${mail.buttonLabel}: ${mail.link}`,
    '',
    ...mail.outro.flatMap((paragraph) => [paragraph, '']),
    mail.signOff,
    ...(mail.footer ? ['', '--', mail.footer.text, `${mail.footer.linkLabel}: ${mail.footer.link}`] : []),
  ].join('\n');

  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#3a3a3a;">${escapeHtml(content).replace(/\n/g, '<br>')}</p>`;
  const link = escapeHtml(mail.link);
  const html = `<!doctype html>
<html lang="${escapeHtml(mail.language)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background-color:#f6f3ee;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background-color:#f6f3ee;">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background-color:#ffffff;border-radius:12px;font-family:Helvetica,Arial,sans-serif;">
<tr><td style="padding:32px 32px 8px;font-size:20px;font-weight:bold;color:#2f4f4f;">${escapeHtml(mail.productName)}</td></tr>
<tr><td style="padding:16px 32px 8px;">
${paragraph(mail.greeting)}
${mail.intro.map(paragraph).join('\n')}
<p style="margin:24px 0;text-align:center;"><a href="${link}" style="display:inline-block;padding:12px 24px;background-color:#2f6f62;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;border-radius:8px;">${escapeHtml(mail.buttonLabel)}</a></p>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#5a5a5a;">${escapeHtml(mail.plainLinkLabel)}<br><a href="${link}" style="color:#2f6f62;word-break:break-all;">${link}</a></p>
${mail.outro.map(paragraph).join('\n')}
${paragraph(mail.signOff)}
</td></tr>${mail.footer ? `
<tr><td style="padding:8px 32px 24px;border-top:1px solid #e6e1d8;font-size:13px;line-height:20px;color:#5a5a5a;">${escapeHtml(mail.footer.text)} <a href="${escapeHtml(mail.footer.link)}" style="color:#2f6f62;">${escapeHtml(mail.footer.linkLabel)}</a></td></tr>` : ''}
</table>
</td></tr>
</table>
</body>
</html>`;

  return { subject: mail.subject, text, html };
}
