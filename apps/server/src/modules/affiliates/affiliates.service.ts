import {
  currencyMinorDigits,
  type TAffiliate,
  type TList,
  type ZCreateAffiliate,
  type ZUpdateAffiliate,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { parseListQuery } from '../../lib/list-query';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { requireCatalogueEvent } from '../products/catalogue.service';
import { affiliateErrors } from './affiliates.errors';
import type { TExportTable } from './affiliates.export';
import { toAffiliate } from './affiliates.mapper';
import {
  UNIQUE_AFFILIATE_CODE_CONSTRAINT,
  affiliatesListResource,
  deleteAffiliate,
  findAffiliate,
  findAffiliateByCode,
  insertAffiliates,
  listAffiliatesOfEvent,
  listAffiliatesPage,
  updateAffiliate,
} from './affiliates.repository';

type Deps = IdentityDeps;

async function requireAffiliate(executor: DbExecutor, eventId: string, affiliateId: string, lock = false) {
  const row = await findAffiliate(executor, { eventId, affiliateId, lock });
  if (!row) throw affiliateErrors.affiliateNotFound();
  return row;
}

export async function listEventAffiliates(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; rawQuery: unknown },
): Promise<TList<TAffiliate>> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  const query = parseListQuery(affiliatesListResource, input.rawQuery);
  const { rows, meta } = await listAffiliatesPage(db, { eventId: event.id, query });
  return { data: rows.map((row) => toAffiliate(row, event.currency)), meta };
}

export async function getAffiliate(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; affiliateId: string },
): Promise<TAffiliate> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  return toAffiliate(await requireAffiliate(db, event.id, input.affiliateId), event.currency);
}

export async function createAffiliate(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: z.output<typeof ZCreateAffiliate> },
): Promise<TAffiliate> {
  const { body } = input;
  try {
    return await deps.database.db.transaction(async (tx) => {
      const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
      if (await findAffiliateByCode(tx, { eventId: event.id, code: body.code })) throw affiliateErrors.codeTaken();
      const [row] = await insertAffiliates(tx, [
        {
          eventId: event.id,
          name: body.name,
          code: body.code,
          email: body.email ?? null,
          status: body.status ?? 'ACTIVE',
        },
      ]);
      return toAffiliate(row!, event.currency);
    });
  } catch (error) {
    // A concurrent create of the same code loses at the unique index and gets the same 422.
    if (isUniqueViolation(error, UNIQUE_AFFILIATE_CODE_CONSTRAINT)) throw affiliateErrors.codeTaken();
    throw error;
  }
}

/** Fields left out keep their value. The code may be repeated (in any case) but never changed. */
export async function editAffiliate(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; affiliateId: string; body: z.output<typeof ZUpdateAffiliate> },
): Promise<TAffiliate> {
  const { body } = input;
  return deps.database.db.transaction(async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requireAffiliate(tx, event.id, input.affiliateId, true);
    if (body.code !== undefined && body.code !== current.code) throw affiliateErrors.codeLocked();
    const row = await updateAffiliate(tx, current.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.email !== undefined ? { email: body.email } : {}),
      ...(body.status !== undefined ? { status: body.status } : {}),
    });
    return toAffiliate(row, event.currency);
  });
}

export async function removeAffiliate(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; affiliateId: string },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requireAffiliate(tx, event.id, input.affiliateId, true);
    // Attributed orders keep the affiliate's code and lose only the link (orders.affiliate_id is set null).
    await deleteAffiliate(tx, current.id);
  });
}

/** Copies an event's affiliates into a duplicated event, with their totals at 0 (no sales are copied). */
export async function copyAffiliates(
  executor: DbExecutor,
  input: { sourceEventId: string; targetEventId: string },
): Promise<void> {
  const sources = await listAffiliatesOfEvent(executor, input.sourceEventId);
  await insertAffiliates(
    executor,
    sources.map((row) => ({
      eventId: input.targetEventId,
      name: row.name,
      code: row.code,
      email: row.email,
      status: row.status,
    })),
  );
}

/** Every affiliate of the event as export rows (the screen's Export menu); money in major units of the currency. */
export async function exportEventAffiliates(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string },
): Promise<{ table: TExportTable; slug: string }> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  const rows = await listAffiliatesOfEvent(db, event.id);
  const digits = currencyMinorDigits(event.currency);
  return {
    slug: event.slug,
    table: {
      sheetName: 'Affiliates',
      headers: ['Name', 'Code', 'Email', 'Status', 'Orders', `Revenue (${event.currency})`, 'Created at'],
      rows: rows.map((row) => {
        const affiliate = toAffiliate(row, event.currency);
        return [
          affiliate.name,
          affiliate.code,
          affiliate.email,
          affiliate.status,
          affiliate.total_sales,
          affiliate.total_sales_gross / 10 ** digits,
          affiliate.created_at,
        ];
      }),
    },
  };
}
