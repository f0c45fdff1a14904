import {
  DEFAULT_ORGANIZER_SETTINGS,
  slugify,
  slugVariant,
  type TList,
  type TOrganizer,
  type TOrganizerDeleteBlocker,
  type TOrganizerDeletionStatus,
  type TOrganizerSettings,
  type TOrganizerSettingsResponse,
  type TOrganizerStatus,
  type ZCreateOrganizer,
  type ZPatchOrganizerSettings,
  type ZUpdateOrganizer,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import { sanitizeRichText } from '../../lib/rich-text';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { setAccountDefaultCurrency } from '../accounts/accounts.service';
import { detachImages, imagesByEntity, removeFiles } from '../images/images.service';
import { archiveEventsOfOrganizer } from '../events/events.repository';
import { removeEventsOfDeletedOrganizer } from '../events/event-removal';
import { organizerHasPlacedOrders } from '../orders/order-records';
import { ORGANIZER_DELETE_BLOCKER_MESSAGES, organizerErrors } from './organizers.errors';
import { toOrganizer, toOrganizerSettings, toOrganizerSettingsResponse } from './organizers.mapper';
import { assertDraftToPublish, checkedDraft, checkPageSections } from '../page-design/page-design.service';
import { hashPagePassword, nextPagePasswordHash } from '../public-pages/page-access.service';
import {
  accountHasOrganizer,
  countOtherActiveOrganizers,
  deleteOrganizer,
  findOrganizer,
  insertOrganizer,
  isSlugTaken,
  listOrganizers,
  organizersListResource,
  updateOrganizer,
  type OrganizerRow,
} from './organizers.repository';

type Deps = IdentityDeps;

/** Rows to DTOs with their images, loaded in one query for the whole page. */
async function mapAll(deps: Deps, executor: DbExecutor, rows: OrganizerRow[]) {
  const imagesOf = await imagesByEntity(
    deps,
    executor,
    'ORGANIZER',
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toOrganizer(row, { frontendUrl: deps.config.publicConfig.frontendUrl, images: imagesOf(row.id) }),
  );
}

const map = async (deps: Deps, row: OrganizerRow, executor: DbExecutor = deps.database.db) =>
  (await mapAll(deps, executor, [row]))[0]!;

/** The first free slug among name, name-2, name-3… within the account. */
async function freeSlug(
  executor: DbExecutor,
  input: { accountId: string; base: string; exceptId?: string },
): Promise<string> {
  for (let n = 1; n < 1000; n++) {
    const candidate = slugVariant(input.base, n);
    if (!(await isSlugTaken(executor, { accountId: input.accountId, slug: candidate, exceptId: input.exceptId })))
      return candidate;
  }
  throw new AppError('CONFLICT', 'Choose another slug: this one is taken too many times.');
}

export async function requireOrganizer(executor: DbExecutor, auth: AuthContext, organizerId: string, lock = false) {
  const row = await findOrganizer(executor, { accountId: auth.account.id, organizerId, lock });
  if (!row) throw AppError.notFound('organizer');
  return row;
}

export async function createOrganizer(
  deps: Deps,
  auth: AuthContext,
  input: z.output<typeof ZCreateOrganizer>,
): Promise<TOrganizer> {
  try {
    return await deps.database.db.transaction(async (tx) => {
      const requested = input.slug;
      if (requested && (await isSlugTaken(tx, { accountId: auth.account.id, slug: requested }))) {
        throw AppError.validation({ slug: ['Another organizer of this account uses this slug.'] });
      }
      const slug =
        requested ?? (await freeSlug(tx, { accountId: auth.account.id, base: slugify(input.name, 'organizer') }));
      // Onboarding asks for the currency on the first organizer: the account's default follows it (decision 118).
      if (!(await accountHasOrganizer(tx, auth.account.id))) {
        await setAccountDefaultCurrency(tx, { accountId: auth.account.id, currency: input.currency });
      }
      const row = await insertOrganizer(tx, {
        accountId: auth.account.id,
        name: input.name,
        slug,
        email: input.email,
        phone: input.phone ?? null,
        website: input.website ?? null,
        description: sanitizeRichText(input.description),
        currency: input.currency,
        timezone: input.timezone,
        settings: DEFAULT_ORGANIZER_SETTINGS,
      });
      return map(deps, row, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'organizers_account_slug_key')) {
      throw AppError.validation({ slug: ['Another organizer of this account uses this slug.'] });
    }
    throw error;
  }
}

export async function listAccountOrganizers(
  deps: Deps,
  auth: AuthContext,
  rawQuery: unknown,
): Promise<TList<TOrganizer>> {
  const query = parseListQuery(organizersListResource, rawQuery);
  const { rows, meta } = await listOrganizers(deps.database.db, { accountId: auth.account.id, query });
  return { data: await mapAll(deps, deps.database.db, rows), meta };
}

export async function getOrganizer(deps: Deps, auth: AuthContext, organizerId: string): Promise<TOrganizer> {
  return map(deps, await requireOrganizer(deps.database.db, auth, organizerId));
}

export async function editOrganizer(
  deps: Deps,
  auth: AuthContext,
  input: { organizerId: string; body: z.output<typeof ZUpdateOrganizer> },
): Promise<TOrganizer> {
  const { body } = input;
  try {
    return await deps.database.db.transaction(async (tx) => {
      const current = await requireOrganizer(tx, auth, input.organizerId, true);
      if (body.slug && body.slug !== current.slug) {
        if (await isSlugTaken(tx, { accountId: auth.account.id, slug: body.slug, exceptId: current.id })) {
          throw AppError.validation({ slug: ['Another organizer of this account uses this slug.'] });
        }
      }
      const row = await updateOrganizer(tx, current.id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.slug !== undefined ? { slug: body.slug } : {}),
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.website !== undefined ? { website: body.website } : {}),
        ...(body.description !== undefined ? { description: sanitizeRichText(body.description) } : {}),
        ...(body.currency !== undefined ? { currency: body.currency } : {}),
        ...(body.timezone !== undefined ? { timezone: body.timezone } : {}),
      });
      return map(deps, row, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'organizers_account_slug_key')) {
      throw AppError.validation({ slug: ['Another organizer of this account uses this slug.'] });
    }
    throw error;
  }
}

/**
 * Status rules (docs/decisions/016-organizer-status.md): going live needs a confirmed account, the
 * last organizer that is not archived cannot be archived, and restoring an archived one makes it a draft.
 */
export async function changeOrganizerStatus(
  deps: Deps,
  auth: AuthContext,
  input: { organizerId: string; status: TOrganizerStatus },
): Promise<TOrganizer> {
  return deps.database.db.transaction(async (tx) => {
    const current = await requireOrganizer(tx, auth, input.organizerId, true);
    if (current.status === input.status) return map(deps, current, tx);
    if (input.status === 'LIVE' && !auth.account.verifiedAt) {
      throw new AppError('CONFLICT', 'Confirm your email address before publishing an organizer.');
    }
    if (input.status === 'LIVE' && current.status === 'ARCHIVED') {
      throw new AppError('CONFLICT', 'Restore the organizer as a draft before publishing it again.', {
        status: ['An archived organizer goes back to draft first.'],
      });
    }
    if (
      input.status === 'ARCHIVED' &&
      (await countOtherActiveOrganizers(tx, { accountId: auth.account.id, exceptId: current.id })) === 0
    ) {
      throw new AppError('CONFLICT', 'You cannot archive your only active organizer. Create another one first.');
    }
    // Archiving an organizer takes its events off sale and out of the lists with it.
    if (input.status === 'ARCHIVED') await archiveEventsOfOrganizer(tx, current.id);
    return map(deps, await updateOrganizer(tx, current.id, { status: input.status }), tx);
  });
}

export async function getOrganizerSettings(
  deps: Deps,
  auth: AuthContext,
  organizerId: string,
): Promise<TOrganizerSettingsResponse> {
  return toOrganizerSettingsResponse(await requireOrganizer(deps.database.db, auth, organizerId));
}

/** PATCH merges: absent keys keep their value; a null social handle removes that network. */
export async function patchOrganizerSettings(
  deps: Deps,
  auth: AuthContext,
  input: { organizerId: string; body: z.output<typeof ZPatchOrganizerSettings> },
): Promise<TOrganizerSettingsResponse> {
  const {
    social_media_handles: handles,
    homepage_password: newPassword,
    has_homepage_password: _readOnly,
    homepage_design_draft: draftInput,
    ...rest
  } = input.body;
  const newHash = await hashPagePassword(newPassword);
  return deps.database.db.transaction(async (tx) => {
    const current = await requireOrganizer(tx, auth, input.organizerId, true);
    const settings = toOrganizerSettings(current);
    const page = { kind: 'organizer' as const, id: current.id };
    if (rest.homepage_sections)
      rest.homepage_sections = await checkPageSections(deps, tx, { page, sections: rest.homepage_sections });
    const homepageDesignDraft =
      draftInput === undefined
        ? current.homepageDesignDraft
        : draftInput && (await checkedDraft(deps, tx, { page, design: draftInput }));
    const mergedHandles = { ...settings.social_media_handles };
    for (const [network, handle] of Object.entries(handles ?? {})) {
      if (handle === null || handle === '') delete mergedHandles[network as keyof typeof mergedHandles];
      else mergedHandles[network as keyof typeof mergedHandles] = handle;
    }
    const next: TOrganizerSettings = { ...settings, ...rest, social_media_handles: mergedHandles };
    const homepagePasswordHash = nextPagePasswordHash({
      isPasswordProtected: next.homepage_visibility === 'PASSWORD_PROTECTED',
      newHash,
      currentHash: current.homepagePasswordHash,
    });
    const row = await updateOrganizer(tx, current.id, { settings: next, homepagePasswordHash, homepageDesignDraft });
    return toOrganizerSettingsResponse(row);
  });
}

/** The homepage designer's draft becomes what visitors see (decision 155), theme and sections together. */
export async function publishOrganizerHomepageDesign(
  deps: Deps,
  auth: AuthContext,
  organizerId: string,
): Promise<TOrganizerSettingsResponse> {
  return deps.database.db.transaction(async (tx) => {
    const current = await requireOrganizer(tx, auth, organizerId, true);
    const draft = current.homepageDesignDraft ?? null;
    assertDraftToPublish(draft);
    const settings: TOrganizerSettings = {
      ...toOrganizerSettings(current),
      homepage_theme_settings: draft.homepage_theme_settings,
      homepage_sections: draft.homepage_sections,
    };
    const row = await updateOrganizer(tx, current.id, { settings, homepageDesignDraft: null });
    return toOrganizerSettingsResponse(row);
  });
}

/**
 * What stops an organizer's deletion (decision 139), checked in the deleting transaction: placed orders on any of its
 * events, or being the account's last organizer that is not archived (the rule archiving follows too).
 */
async function deletionBlocker(
  executor: DbExecutor,
  auth: AuthContext,
  organizer: OrganizerRow,
): Promise<TOrganizerDeleteBlocker | null> {
  if (await organizerHasPlacedOrders(executor, organizer.id)) return 'ORGANIZER_HAS_ORDERS';
  if (
    organizer.status !== 'ARCHIVED' &&
    (await countOtherActiveOrganizers(executor, { accountId: auth.account.id, exceptId: organizer.id })) === 0
  ) {
    return 'LAST_ACTIVE_ORGANIZER';
  }
  return null;
}

/** Whether the organizer can be deleted now, and why not: the same rule DELETE applies. */
export async function organizerDeletionStatus(
  deps: Deps,
  auth: AuthContext,
  organizerId: string,
): Promise<TOrganizerDeletionStatus> {
  return deps.database.db.transaction(async (tx) => {
    const blocker = await deletionBlocker(tx, auth, await requireOrganizer(tx, auth, organizerId));
    return {
      can_delete: blocker === null,
      reason: blocker,
      message: blocker ? ORGANIZER_DELETE_BLOCKER_MESSAGES[blocker] : null,
    };
  });
}

/**
 * Deletes an organizer with everything of it (decision 139): its events (none of which may have placed orders), their
 * products, questions, codes, lists and leftover reservations, and its and their images; the image files go after the
 * commit. Refused with 409 while it has placed orders (archive it instead) or is the last active organizer.
 */
export async function removeOrganizer(deps: Deps, auth: AuthContext, organizerId: string): Promise<void> {
  const detached = await deps.database.db.transaction(async (tx) => {
    const current = await requireOrganizer(tx, auth, organizerId, true);
    const blocker = await deletionBlocker(tx, auth, current);
    if (blocker) throw organizerErrors.cannotDelete(blocker);
    const eventImages = await removeEventsOfDeletedOrganizer(tx, current.id);
    const organizerImages = await detachImages(tx, { entityType: 'ORGANIZER', entityId: current.id });
    await deleteOrganizer(tx, current.id);
    return [...eventImages, ...organizerImages];
  });
  await removeFiles(deps.storage, deps.logger, detached);
}
