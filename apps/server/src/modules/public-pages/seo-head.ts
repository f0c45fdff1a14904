import { escapeHtml } from '@marquee/core';

/** One escape for the whole product, in core. */
export { escapeHtml } from '@marquee/core';
/**
 * The <head> the server sends for public pages (decision 052): title, description, canonical, robots,
 * Open Graph, Twitter and JSON-LD. Pure functions: every value is escaped here, once, for its context.
 */

export type HeadMeta = {
  title: string;
  description: string | null;
  keywords?: string | null;
  canonicalUrl: string | null;
  imageUrl?: string | null;
  ogType: 'website' | 'profile' | 'event';
  siteName: string;
  isIndexable: boolean;
  /** Objects serialised as application/ld+json. */
  jsonLd?: Record<string, unknown>[];
};

/**
 * JSON inside <script type="application/ld+json">: `<`, `>` and `&` become \u escapes, so no value can close
 * the element (`</script>`) or open a comment, and line separators cannot break older parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Sanitised rich text to one line of plain text for a meta description, cut at a word near `max`. */
export function plainTextSummary(html: string | null | undefined, max = 200): string | null {
  if (!html) return null;
  const text = html
    .replace(/<(br|\/p|\/li|\/h[1-6])\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return null;
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const meta = (attribute: 'name' | 'property', key: string, value: string | null | undefined) =>
  value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />` : '';

export function renderHeadTags(head: HeadMeta): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
    head.isIndexable ? '' : '<meta name="robots" content="noindex, nofollow" />',
    head.canonicalUrl ? `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />` : '',
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:image', head.imageUrl),
    meta('name', 'twitter:card', head.imageUrl ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.imageUrl),
    ...(head.jsonLd ?? []).map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`),
  ];
  return tags.filter(Boolean).join('');
}

/** The head of a page that does not exist: nothing to index. */
export function notFoundHead(siteName: string): string {
  return `<title>${escapeHtml(`Not found | ${siteName}`)}</title><meta name="robots" content="noindex, nofollow" />`;
}

/**
 * The built index.html (runtime configuration already in) split once around its <title>, </head> and the
 * app's root element, so each answer is string concatenation: the file is immutable per build and read
 * once per process. `firstPaint` is markup shown inside the root until the app renders (decision 084).
 */
export type IndexTemplate = { render(headTags: string | null, firstPaint?: string | null): string };

const ROOT_ELEMENT = '<div id="root">';

export function compileIndexTemplate(html: string): IndexTemplate {
  const titlePattern = /<title>[^<]*<\/title>/i;
  const defaultTitle = titlePattern.exec(html)?.[0] ?? '';
  const withoutTitle = html.replace(titlePattern, '');
  const index = withoutTitle.lastIndexOf('</head>');
  const before = index < 0 ? withoutTitle : withoutTitle.slice(0, index);
  const after = index < 0 ? '' : withoutTitle.slice(index);
  const rootIndex = after.indexOf(ROOT_ELEMENT);
  const beforeRoot = rootIndex < 0 ? after : after.slice(0, rootIndex + ROOT_ELEMENT.length);
  const afterRoot = rootIndex < 0 ? '' : after.slice(rootIndex + ROOT_ELEMENT.length);
  // Our tags carry their own <title>; the built default stays only when there are none.
  return {
    render: (headTags, firstPaint) =>
      `${before}${headTags ?? defaultTitle}${beforeRoot}${rootIndex < 0 ? '' : (firstPaint ?? '')}${afterRoot}`,
  };
}
