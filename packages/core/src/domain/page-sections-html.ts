/*
 * The HTML of the content sections of public pages (issue 29): schedule, speakers, FAQ, gallery, sponsors and a custom
 * about text. The server renders it once per page (buyers' pages run no code for these blocks); the designer's preview
 * renders unsaved sections with the same function. Every value is escaped here; `body_html` was sanitised on save.
 * The blocks carry no words of their own, so the page's language does not matter: headings are the page's business.
 */
import type { TImage } from '../contracts/images';
import type { TPageSection } from './page-sections';
import { escapeHtml } from './rich-text';

export type TSectionImage = Pick<TImage, 'id' | 'url' | 'width' | 'height' | 'variants' | 'average_colour'>;

/** Sections whose body is this HTML; the others (hero, tickets, location, events, contact) are drawn by the page. */
export const HTML_SECTION_TYPES = ['about', 'schedule', 'speakers', 'faq', 'gallery', 'sponsors'] as const;

function srcSet(image: TSectionImage): string {
  if (image.variants.length === 0) return '';
  const candidates = [...image.variants, { width: image.width, url: image.url }];
  return ` srcset="${escapeHtml(candidates.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '))}"`;
}

function imageTag(image: TSectionImage, input: { alt: string; sizes: string; className: string }): string {
  return (
    `<img class="${input.className}" src="${escapeHtml(image.url)}"${srcSet(image)} sizes="${input.sizes}"` +
    ` width="${image.width}" height="${image.height}" alt="${escapeHtml(input.alt)}" loading="lazy" decoding="async"` +
    ` style="background-color:${escapeHtml(image.average_colour)}" />`
  );
}

function link(href: string | null, content: string): string {
  if (!href) return content;
  return `<a href="${escapeHtml(href)}" target="_blank" rel="noopener noreferrer nofollow">${content}</a>`;
}

/** Plain text with its line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/**
 * The body of one section, or null for a section the page draws itself, an about block that shows the description
 * (`body_html` null) and a block with nothing in it yet.
 */
export function renderSectionHtml(
  section: TPageSection,
  imageOf: (id: string) => TSectionImage | undefined,
): string | null {
  switch (section.type) {
    case 'about':
      return section.body_html ? `<div class="mq-sec-rich">${section.body_html}</div>` : null;
    case 'schedule':
      if (section.items.length === 0) return null;
      return `<ol class="mq-sec-schedule">${section.items
        .map(
          (item) =>
            `<li>${item.time ? `<span class="mq-sec-time">${escapeHtml(item.time)}</span>` : '<span class="mq-sec-time"></span>'}` +
            `<div><strong>${escapeHtml(item.title)}</strong>${item.description ? paragraphs(item.description) : ''}</div></li>`,
        )
        .join('')}</ol>`;
    case 'speakers':
      if (section.items.length === 0) return null;
      return `<ul class="mq-sec-people">${section.items
        .map((item) => {
          const photo = item.image_id ? imageOf(item.image_id) : undefined;
          const picture = photo
            ? imageTag(photo, { alt: item.name, sizes: '96px', className: 'mq-sec-photo' })
            : `<span class="mq-sec-photo mq-sec-initials" aria-hidden="true">${escapeHtml(initialsOf(item.name))}</span>`;
          return (
            `<li>${picture}<strong>${link(item.link, escapeHtml(item.name))}</strong>` +
            `${item.role ? `<span>${escapeHtml(item.role)}</span>` : ''}</li>`
          );
        })
        .join('')}</ul>`;
    case 'faq':
      if (section.items.length === 0) return null;
      return `<div class="mq-sec-faq">${section.items
        .map((item) => `<details><summary>${escapeHtml(item.question)}</summary>${paragraphs(item.answer)}</details>`)
        .join('')}</div>`;
    case 'gallery': {
      const pictures = section.image_ids.map(imageOf).filter((image) => image !== undefined);
      if (pictures.length === 0) return null;
      return `<div class="mq-sec-gallery">${pictures
        .map((image) =>
          imageTag(image, { alt: '', sizes: '(min-width: 48em) 33vw, 50vw', className: 'mq-sec-picture' }),
        )
        .join('')}</div>`;
    }
    case 'sponsors':
      if (section.items.length === 0) return null;
      return `<ul class="mq-sec-sponsors">${section.items
        .map((item) => {
          const logo = item.image_id ? imageOf(item.image_id) : undefined;
          const content = logo
            ? imageTag(logo, { alt: item.name, sizes: '160px', className: 'mq-sec-logo' })
            : `<span>${escapeHtml(item.name)}</span>`;
          return `<li>${link(item.link, content)}</li>`;
        })
        .join('')}</ul>`;
    default:
      return null;
  }
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => [...part][0]?.toUpperCase() ?? '')
    .join('');
}

/** A section as a public page receives it: visible ones only, their bodies already HTML. */
export type TPublicPageSection = { id: string; type: TPageSection['type']; title: string | null; html: string | null };

export function toPublicSections(
  sections: readonly TPageSection[],
  images: readonly TSectionImage[],
): TPublicPageSection[] {
  const byId = new Map(images.map((image) => [image.id, image]));
  return sections
    .filter((section) => !section.hidden)
    .map((section) => ({
      id: section.id,
      type: section.type,
      title: section.title,
      html: renderSectionHtml(section, (id) => byId.get(id)),
    }));
}
