import type { TMailLanguage } from './language.ts';
import type { TMailContent, TMailDetail, TMailLink, TMailTemplate, TRenderedMail } from './mail-content.ts';

const colors = {
  navy: '#0a1733',
  green: '#0a8a51',
  accent: '#16d982',
  text: '#1f2a44',
  muted: '#6b7790',
  page: '#f4f6fa',
  border: '#e9edf4',
};
const fontStack = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const chrome: Record<TMailLanguage, { tagline: string; copyLink: string; footer: string }> = {
  en: {
    tagline: 'Sports data API',
    copyLink: 'If the button does not work, copy and paste this link into your browser:',
    footer: 'You are receiving this e-mail because of an action on your Matchwire account.',
  },
  vi: {
    tagline: 'API dữ liệu thể thao',
    copyLink: 'Nếu nút trên không hoạt động, hãy sao chép và dán liên kết sau vào trình duyệt:',
    footer: 'Bạn nhận được email này vì có một thao tác liên quan đến tài khoản Matchwire của bạn.',
  },
};

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Renders a template's content as an e-mail-safe HTML part (tables, inline styles) and a plain-text part. */
export function renderMail(content: TMailContent, language: TMailLanguage): TRenderedMail {
  return { subject: content.subject, html: renderHtml(content, language), text: renderText(content, language) };
}

function renderText(content: TMailContent, language: TMailLanguage): string {
  const blocks = [content.heading, ...content.paragraphs];
  if (content.details?.length) blocks.push(content.details.map(({ label, value }) => `${label}: ${value}`).join('\n'));
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  for (const link of content.links ?? []) blocks.push(`${link.label}:\n${link.url}`);
  blocks.push(...content.notes);
  blocks.push(`--\nMatchwire · ${chrome[language].tagline}\n${chrome[language].footer}`);
  return `${blocks.join('\n\n')}\n`;
}

function paragraph(text: string, style: string): string {
  return `<p style="margin:0 0 16px;${style}">${escapeHtml(text)}</p>`;
}

function button(link: TMailLink): string {
  const url = escapeHtml(link.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${colors.green}" style="border-radius:6px;background-color:${colors.green};">
<a href="${url}" target="_blank" style="display:inline-block;padding:14px 28px;font-family:${fontStack};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(link.label)}</a>
</td></tr></table>`;
}

function detailsTable(details: TMailDetail[]): string {
  const rows = details.map(
    ({ label, value }) =>
      `<tr><td style="padding:8px 12px;border-bottom:1px solid ${colors.border};font-size:14px;line-height:20px;color:${colors.muted};white-space:nowrap;vertical-align:top;">${escapeHtml(label)}</td><td style="padding:8px 12px;border-bottom:1px solid ${colors.border};font-size:14px;line-height:20px;color:${colors.text};font-weight:bold;word-break:break-word;">${escapeHtml(value)}</td></tr>`,
  );
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;border-top:1px solid ${colors.border};">
${rows.join('\n')}
</table>`;
}

function textLink(link: TMailLink): string {
  const url = escapeHtml(link.url);
  return `<p style="margin:0 0 16px;font-size:15px;line-height:24px;"><a href="${url}" target="_blank" style="color:${colors.green};font-weight:bold;text-decoration:underline;">${escapeHtml(link.label)}</a><br><span style="font-size:13px;color:${colors.muted};word-break:break-all;">${url}</span></p>`;
}

function renderHtml(content: TMailContent, language: TMailLanguage): string {
  const { tagline, copyLink, footer } = chrome[language];
  const body = [
    `<h1 style="margin:0 0 20px;font-size:24px;line-height:32px;font-weight:bold;color:${colors.navy};">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((text) => paragraph(text, 'font-size:16px;line-height:26px;')),
    content.details?.length ? detailsTable(content.details) : '',
    content.action ? button(content.action) : '',
    ...(content.links ?? []).map(textLink),
    ...content.notes.map((text) => paragraph(text, `font-size:14px;line-height:22px;color:${colors.muted};`)),
    content.action
      ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${colors.border};font-size:13px;line-height:20px;color:${colors.muted};">${escapeHtml(copyLink)}<br><a href="${escapeHtml(content.action.url)}" target="_blank" style="color:${colors.green};word-break:break-all;">${escapeHtml(content.action.url)}</a></p>`
      : '',
  ].join('\n');

  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${colors.page};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${colors.page}" style="background-color:${colors.page};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;">
<tr><td bgcolor="${colors.navy}" style="background-color:${colors.navy};border-radius:8px 8px 0 0;padding:20px 32px;font-family:${fontStack};">
<span style="font-size:22px;font-weight:bold;color:#ffffff;letter-spacing:0.3px;">Match<span style="color:${colors.accent};">wire</span></span>
<span style="font-size:13px;color:#b9c2d3;padding-left:8px;">${escapeHtml(tagline)}</span>
</td></tr>
<tr><td bgcolor="#ffffff" style="background-color:#ffffff;padding:32px;font-family:${fontStack};color:${colors.text};border-left:1px solid ${colors.border};border-right:1px solid ${colors.border};">
${body}
</td></tr>
<tr><td style="padding:20px 32px;font-family:${fontStack};font-size:12px;line-height:18px;color:${colors.muted};border-top:3px solid ${colors.accent};">
${escapeHtml(footer)}<br>Matchwire · ${escapeHtml(tagline)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The subject, HTML and text of `template` for `input`, in `language`. */
export function renderTemplate<TInput>(
  template: TMailTemplate<TInput>,
  input: TInput,
  language: TMailLanguage,
): TRenderedMail {
  return renderMail(template[language](input), language);
}
