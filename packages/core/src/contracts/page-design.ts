import { z } from 'zod';
import { MAX_PAGE_SECTIONS, MAX_SECTION_ITEMS, PAGE_SECTION_TYPES, type TPageSection } from '../domain/page-sections';
import { ZPageTheme } from './page-theme';

// No transforms here: these schemas also check the API's answers, which zod encodes (and cannot run a transform
// backwards). Empty optional texts are null by the designer's choice; the pages treat '' as absent all the same.
const ZLink = z
  .url({ protocol: /^https?$/, error: 'Enter a full http(s) address.' })
  .max(500)
  .nullable();
const ZImageId = z.uuid({ error: 'Choose an uploaded image.' });
const ZLine = (max: number) => z.string().trim().min(1, { error: 'Required.' }).max(max);
const ZOptionalText = (max: number) => z.string().trim().max(max).nullable();

const sectionBase = {
  /** Chosen by the designer; unique within the page. */
  id: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Use letters, digits, dashes and underscores.' }),
  hidden: z.boolean().default(false),
  /** The heading shown above the block; null for the block's own (translated) heading. */
  title: ZOptionalText(120).default(null),
};

export const ZPageSection = z
  .discriminatedUnion('type', [
    z.object({ ...sectionBase, type: z.literal('hero') }),
    z.object({ ...sectionBase, type: z.literal('tickets') }),
    z.object({ ...sectionBase, type: z.literal('location') }),
    z.object({ ...sectionBase, type: z.literal('events') }),
    z.object({ ...sectionBase, type: z.literal('contact') }),
    z.object({
      ...sectionBase,
      type: z.literal('about'),
      /** Rich text, sanitised on the server; null shows the event's (or organizer's) description. */
      body_html: z.string().max(50_000).nullable().default(null),
    }),
    z.object({
      ...sectionBase,
      type: z.literal('schedule'),
      items: z
        .array(
          z.object({
            /** As the organizer writes it, in the event's time: "09:30", "Day 2, 14:00–15:00". */
            time: z.string().trim().max(60).default(''),
            title: ZLine(200),
            description: ZOptionalText(2000).default(null),
          }),
        )
        .max(MAX_SECTION_ITEMS),
    }),
    z.object({
      ...sectionBase,
      type: z.literal('speakers'),
      items: z
        .array(
          z.object({
            name: ZLine(120),
            role: ZOptionalText(120).default(null),
            image_id: ZImageId.nullable().default(null),
            link: ZLink.default(null),
          }),
        )
        .max(MAX_SECTION_ITEMS),
    }),
    z.object({
      ...sectionBase,
      type: z.literal('faq'),
      items: z.array(z.object({ question: ZLine(300), answer: ZLine(5000) })).max(MAX_SECTION_ITEMS),
    }),
    z.object({
      ...sectionBase,
      type: z.literal('gallery'),
      image_ids: z.array(ZImageId).max(24, { error: 'At most 24 pictures.' }),
    }),
    z.object({
      ...sectionBase,
      type: z.literal('sponsors'),
      items: z
        .array(z.object({ name: ZLine(120), image_id: ZImageId.nullable().default(null), link: ZLink.default(null) }))
        .max(MAX_SECTION_ITEMS),
    }),
  ])
  .meta({ id: 'PageSection' });

export const ZPageSections = z
  .array(ZPageSection)
  .max(MAX_PAGE_SECTIONS, { error: `At most ${MAX_PAGE_SECTIONS} sections.` });
// The domain's type and the contract's output stay one shape: this line stops compiling when they drift apart.
const _sameShape: [TPageSection[], z.output<typeof ZPageSections>] = [
  [] as z.output<typeof ZPageSections>,
  [] as TPageSection[],
];
void _sameShape;

/** What the homepage designer edits: the theme and the sections, published together. */
export const ZHomepageDesign = z
  .object({ homepage_theme_settings: ZPageTheme, homepage_sections: ZPageSections })
  .meta({ id: 'HomepageDesign' });
export type THomepageDesign = z.infer<typeof ZHomepageDesign>;

/**
 * An unpublished design (decision 155): what the designer saved and buyers do not see yet. The preview shows it; one
 * click publishes it into `homepage_theme_settings` and `homepage_sections`.
 */
export const ZHomepageDesignDraft = ZHomepageDesign.extend({ saved_at: z.string() }).meta({
  id: 'HomepageDesignDraft',
});
export type THomepageDesignDraft = z.infer<typeof ZHomepageDesignDraft>;

export const ZPublicPageSection = z
  .object({
    id: z.string(),
    type: z.enum(PAGE_SECTION_TYPES),
    /** The organizer's heading, or null for the block's own. */
    title: z.string().nullable(),
    /** The block's body rendered on the server (schedule, speakers, FAQ, gallery, sponsors, a custom about text). */
    html: z.string().nullable(),
  })
  .meta({ id: 'PublicPageSection' });
