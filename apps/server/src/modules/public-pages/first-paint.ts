/**
 * What a public event page shows before its JavaScript has run (decision 084): the cover image and the
 * title, in the HTML itself, so a buyer on a slow phone sees the event (and the browser paints its
 * largest element) while the app downloads. The app replaces it on its first render; the boxes below
 * mirror the app's layout (the 75rem event frame, its left column beside the ticket panel on a desktop, the same
 * paddings, a 26/34 px title) so nothing jumps.
 * Pure: every value is escaped here.
 */
import type { TImage } from '@marquee/core';
import { escapeHtml } from './seo-head';

export type FirstPaintEvent = {
  title: string;
  cover: Pick<TImage, 'url' | 'width' | 'height' | 'variants' | 'lqip' | 'average_colour'> | null;
  /** DEFAULT_IMAGE_URL, drawn in a 2:1 box (as the app does) when the event has no cover. */
  defaultImageUrl?: string | null;
};

/** As the app's event header: the left column on a desktop (at most 752 px), the page's width below that. */
const COVER_SIZES = '(min-width: 62em) 752px, 100vw';

// Mantine's own variables (its stylesheet is already loaded by then), so the two renders agree.
const STYLE = [
  // The wide frame of the event page (75rem) and, from a 60rem wide page, the left column beside the 24rem
  // ticket panel (event-page-view.module.css).
  '.mq-fp{max-width:75rem;margin-inline:auto;padding:var(--mantine-spacing-md) var(--mantine-spacing-sm);container-type:inline-size}',
  '@container (min-width:60rem){.mq-fp>*{max-width:calc(100% - 24rem - var(--mantine-spacing-xl))}}',
  '.mq-fp img{display:block;width:100%;height:auto;border-radius:var(--mantine-radius-md);background-size:cover}',
  '.mq-fp h1{margin:var(--mantine-spacing-md) 0 0;font-family:var(--mantine-font-family-headings);font-weight:800;font-size:26px;line-height:1.3}',
  '@media (min-width:48em){.mq-fp{padding:var(--mantine-spacing-xl) var(--mantine-spacing-md)}.mq-fp h1{font-size:34px}}',
].join('');

function coverImage(cover: NonNullable<FirstPaintEvent['cover']>, title: string): string {
  const srcSet =
    cover.variants.length === 0
      ? ''
      : [...cover.variants, { width: cover.width, url: cover.url }]
          .map((candidate) => `${candidate.url} ${candidate.width}w`)
          .join(', ');
  const background = [
    cover.average_colour ? `background-color:${cover.average_colour}` : '',
    cover.lqip ? `background-image:url(${cover.lqip})` : '',
    `aspect-ratio:${cover.width} / ${cover.height}`,
  ]
    .filter(Boolean)
    .join(';');
  const attributes = [
    `src="${escapeHtml(cover.url)}"`,
    srcSet ? `srcset="${escapeHtml(srcSet)}" sizes="${COVER_SIZES}"` : '',
    `width="${cover.width}" height="${cover.height}"`,
    `alt="${escapeHtml(title)}"`,
    'fetchpriority="high"',
    `style="${escapeHtml(background)}"`,
  ];
  return `<img ${attributes.filter(Boolean).join(' ')} />`;
}

export function renderEventFirstPaint(event: FirstPaintEvent): string {
  return [
    `<style>${STYLE}</style>`,
    '<div class="mq-fp" aria-busy="true">',
    event.cover
      ? coverImage(event.cover, event.title)
      : event.defaultImageUrl
        ? `<img src="${escapeHtml(event.defaultImageUrl)}" alt="" fetchpriority="high" style="aspect-ratio:2 / 1;object-fit:cover" />`
        : '',
    `<h1>${escapeHtml(event.title)}</h1>`,
    '</div>',
  ].join('');
}
