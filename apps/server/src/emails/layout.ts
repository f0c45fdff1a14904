import { escapeHtml, isHexColour, readableAccent, readableTextOn } from '@marquee/core';
import { richTextToPlainText, sanitizeRichText } from '../lib/rich-text';
import type { EmailBlock, EmailContent, TemplateContext } from './email-template';

/** One escape for the whole product, in core. */
export { escapeHtml } from '@marquee/core';

export type RenderedEmail = { subject: string; html: string; text: string };

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

// Escaping stops markup, not a `javascript:` link; links in mail must point somewhere a mail client can open.
function linkHref(url: string): string {
  const { protocol } = new URL(url);
  if (!LINK_PROTOCOLS.has(protocol)) throw new Error(`Refusing to put a ${protocol} link into an email`);
  return escapeHtml(url);
}

/** Paragraph text keeps its line breaks in HTML. */
function htmlText(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const COLOURS = {
  page: '#f4f4f5',
  card: '#ffffff',
  text: '#27272a',
  strong: '#18181b',
  muted: '#71717a',
  accent: '#4338ca',
};

type Accent = { link: string; fill: string; label: string };

/** The accent as an email draws it: links readable on the white card, buttons labelled in black or white. */
function accentOf(accent: string | null | undefined): Accent {
  if (!accent || !isHexColour(accent)) return { link: COLOURS.accent, fill: COLOURS.accent, label: '#ffffff' };
  return { link: readableAccent({ accent, background: COLOURS.card }), fill: accent, label: readableTextOn(accent) };
}

function blockHtml(block: EmailBlock, context: TemplateContext, accent: Accent): string {
  switch (block.type) {
    case 'heading':
      return `<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLOURS.strong};">${htmlText(block.text)}</h1>`;
    case 'paragraph':
      return `<p style="margin:0 0 16px;">${htmlText(block.text)}</p>`;
    case 'note':
      return `<p style="margin:24px 0 0;font-size:13px;color:${COLOURS.muted};">${htmlText(block.text)}</p>`;
    case 'richText': {
      const style = block.isMuted ? `margin:24px 0 0;font-size:13px;color:${COLOURS.muted};` : 'margin:0 0 16px;';
      return `<div style="${style}">${sanitizeRichText(block.html) ?? ''}</div>`;
    }
    case 'details': {
      const rows = block.rows
        .map(
          (row) =>
            `<tr><td style="padding:4px 16px 4px 0;color:${COLOURS.muted};vertical-align:top;white-space:nowrap;">${htmlText(row.label)}</td>` +
            `<td style="padding:4px 0;vertical-align:top;word-break:break-word;">${htmlText(row.value)}</td></tr>`,
        )
        .join('');
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:collapse;">${rows}</table>`;
    }
    case 'links': {
      const items = block.items
        .map(
          (item) =>
            `<li style="margin:0 0 6px;"><a href="${linkHref(item.url)}" style="color:${accent.link};">${htmlText(item.label)}</a></li>`,
        )
        .join('');
      return `<ul style="margin:0 0 16px;padding-left:20px;">${items}</ul>`;
    }
    case 'button': {
      const href = linkHref(block.url);
      return (
        `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px;"><tr>` +
        `<td style="border-radius:6px;background:${accent.fill};">` +
        `<a href="${href}" style="display:inline-block;padding:12px 24px;color:${accent.label};font-weight:600;text-decoration:none;border-radius:6px;">${htmlText(block.label)}</a>` +
        `</td></tr></table>` +
        `<p style="margin:0 0 16px;font-size:13px;color:${COLOURS.muted};">${htmlText(context.t('layout.buttonFallback'))}<br>` +
        `<a href="${href}" style="color:${accent.link};word-break:break-all;">${escapeHtml(block.url)}</a></p>`
      );
    }
  }
}

function blockText(block: EmailBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return block.text;
    case 'richText':
      return richTextToPlainText(block.html);
    case 'details':
      return block.rows.map((row) => `${row.label}: ${row.value}`).join('\n');
    case 'button':
      return `${block.label}: ${block.url}`;
    case 'links':
      return block.items.map((item) => `- ${item.label}: ${item.url}`).join('\n');
  }
}

/** The shared frame of every email: app name, the template's blocks, a footer line; as HTML and as plain text. */
export function renderLayout(content: EmailContent, context: TemplateContext): RenderedEmail {
  // A header value must be one line; a stray newline from a translation would otherwise end up folded oddly.
  const subject = content.subject.replace(/\s+/g, ' ').trim();
  const footer = [
    context.t('layout.footer'),
    context.supportEmail ? context.t('layout.support', { supportEmail: context.supportEmail }) : null,
  ]
    .filter(Boolean)
    .join(' ');
  const accent = accentOf(content.accent);
  const body = content.blocks.map((block) => blockHtml(block, context, accent)).join('\n');
  const preheader = content.preheader
    ? `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(content.preheader)}</div>`
    : '';

  const html = `<!doctype html>
<html lang="${escapeHtml(context.intlLocale)}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${escapeHtml(subject)}</title>
<style>
@media (max-width: 620px) { .container { width: 100% !important; } .card { padding: 24px 16px !important; } }
</style>
</head>
<body style="margin:0;padding:0;background:${COLOURS.page};">
${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLOURS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:100%;">
<tr><td style="padding:0 8px 16px;font-family:${FONT};font-size:20px;font-weight:700;color:${COLOURS.strong};">${escapeHtml(context.appName)}</td></tr>
<tr><td class="card" style="padding:32px;background:${COLOURS.card};border-radius:8px;font-family:${FONT};font-size:16px;line-height:1.5;color:${COLOURS.text};">
${body}
</td></tr>
<tr><td style="padding:16px 8px;font-family:${FONT};font-size:12px;line-height:1.5;color:${COLOURS.muted};">${htmlText(footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

  const text = [context.appName, ...content.blocks.map(blockText), `-- \n${footer}`].join('\n\n') + '\n';
  return { subject, html, text };
}
