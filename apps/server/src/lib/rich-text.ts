import { decodeHtmlEntities } from '@marquee/core';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from organizers is stored sanitised: an allow-list of formatting tags, links forced to
 * open safely, and nothing that runs script or loads from elsewhere except https images.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
    'img',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // Relative image paths would load from our own origin; only absolute https images are kept.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^https:\/\//i.test(frame.attribs.src ?? ''),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeRichText(html: string | null | undefined): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.length > 0 ? clean : null;
}

/**
 * The plain-text version of stored rich text, for the text part of an email: paragraphs and line breaks
 * kept, list items as "- ", links as "label (url)". It sanitises first, so it only ever reads the
 * allow-listed markup `sanitizeRichText` writes (quoted attributes, known tags).
 */
export function richTextToPlainText(html: string | null | undefined): string {
  const clean = sanitizeRichText(html) ?? '';
  const text = clean
    .replace(/<a\s[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_match, href: string, label: string) => {
      const words = label.replace(/<[^>]+>/g, '').trim();
      return words && words !== href ? `${words} (${href})` : href;
    })
    .replace(/<img\s[^>]*?alt="([^"]*)"[^>]*>/gi, '$1')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<hr\s*\/?>/gi, '\n\n---\n\n')
    .replace(/<\/(p|h2|h3|h4|blockquote|pre|ul|ol)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  return decodeHtmlEntities(text)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
