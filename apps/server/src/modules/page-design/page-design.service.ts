/**
 * The rules of the homepage designer's work (issue 29, decision 155), shared by events and organizers: sections are
 * checked as a list, their rich text sanitised, their pictures must be the page's own uploads; a draft is saved apart
 * from what buyers see and published in one step. The events and organizers services write their own tables.
 */
import {
  pageSectionsProblems,
  type THomepageDesign,
  type THomepageDesignDraft,
  type TPageKind,
  type TPageSection,
} from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import type { AppServices } from '../../services';
import { AppError } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text';
import { imagesByEntity } from '../images/images.service';

type Deps = Pick<AppServices, 'database' | 'storage'>;
type Page = { kind: TPageKind; id: string };

const IMAGE_ENTITY = { event: 'EVENT', organizer: 'ORGANIZER' } as const;

function picturesOf(section: TPageSection): { id: string; path: string }[] {
  switch (section.type) {
    case 'gallery':
      return section.image_ids.map((id, index) => ({ id, path: `image_ids.${index}` }));
    case 'speakers':
    case 'sponsors':
      return section.items.flatMap((item, index) =>
        item.image_id ? [{ id: item.image_id, path: `items.${index}.image_id` }] : [],
      );
    default:
      return [];
  }
}

/**
 * The sections as they are stored: the about text sanitised. Throws field errors (`homepage_sections.2.type`, …)
 * for a list the page cannot show, and for a picture that is not one of the page's images.
 */
export async function checkPageSections(
  deps: Deps,
  executor: DbExecutor,
  input: { page: Page; sections: TPageSection[]; field?: string },
): Promise<TPageSection[]> {
  const field = input.field ?? 'homepage_sections';
  const errors: Record<string, string[]> = {};
  for (const [path, message] of Object.entries(pageSectionsProblems(input.page.kind, input.sections, field)))
    errors[path] = [message];
  const imagesOf = await imagesByEntity(deps, executor, IMAGE_ENTITY[input.page.kind], [input.page.id]);
  const known = new Set(imagesOf(input.page.id).map((image) => image.id));
  input.sections.forEach((section, index) => {
    for (const picture of picturesOf(section)) {
      if (!known.has(picture.id))
        errors[`${field}.${index}.${picture.path}`] = ['Choose a picture uploaded for this page.'];
    }
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return input.sections.map((section) =>
    section.type === 'about' && section.body_html
      ? { ...section, body_html: sanitizeRichText(section.body_html) || null }
      : section,
  );
}

/** A design saved as the page's draft, checked as a published one would be. */
export async function checkedDraft(
  deps: Deps,
  executor: DbExecutor,
  input: { page: Page; design: THomepageDesign; now?: Date },
): Promise<THomepageDesignDraft> {
  const sections = await checkPageSections(deps, executor, {
    page: input.page,
    sections: input.design.homepage_sections,
    field: 'homepage_design_draft.homepage_sections',
  });
  return {
    homepage_theme_settings: input.design.homepage_theme_settings,
    homepage_sections: sections,
    saved_at: (input.now ?? new Date()).toISOString(),
  };
}

/** Publishing with nothing saved: a 409 the designer explains, not a silent success. */
export function assertDraftToPublish(draft: THomepageDesignDraft | null): asserts draft is THomepageDesignDraft {
  if (!draft) throw new AppError('CONFLICT', 'There are no unpublished changes to publish.');
}
