import {
  attendeeFieldsProblems,
  mergeAttendeeFields,
  type TAttendeeFields,
  type ZPatchAttendeeFields,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { FieldErrors } from '../../lib/app-error';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { requireCatalogueEvent } from '../products/catalogue.service';
import { addError, throwIfAny } from '../products/product-prices.service';
import { attendeeFieldsValues, toAttendeeFields } from './questions.mapper';
import { findAttendeeFields, saveAttendeeFields } from './questions.repository';

/**
 * The built-in details checkout asks of each ticket holder (docs/decisions/022-questions-and-attendee-fields.md).
 * They belong with the questions: together they make the checkout form.
 */

export async function getAttendeeFields(
  deps: IdentityDeps,
  auth: AuthContext,
  eventId: string,
): Promise<TAttendeeFields> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, eventId);
  return toAttendeeFields(await findAttendeeFields(db, event.id));
}

/** Merges the patch over the current fields and checks the result as a whole. */
export async function patchAttendeeFields(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { eventId: string; body: z.output<typeof ZPatchAttendeeFields> },
): Promise<TAttendeeFields> {
  return deps.database.db.transaction(async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const next = mergeAttendeeFields(toAttendeeFields(await findAttendeeFields(tx, event.id)), input.body);
    const errors: FieldErrors = {};
    for (const problem of attendeeFieldsProblems(next)) addError(errors, problem.path.join('.'), problem.message);
    throwIfAny(errors);
    await saveAttendeeFields(tx, event.id, attendeeFieldsValues(next));
    return next;
  });
}

/** A duplicated event asks its ticket holders the same way (nothing is stored while the defaults apply). */
export async function copyAttendeeFields(
  executor: DbExecutor,
  input: { sourceEventId: string; targetEventId: string },
): Promise<void> {
  const row = await findAttendeeFields(executor, input.sourceEventId);
  if (row) await saveAttendeeFields(executor, input.targetEventId, attendeeFieldsValues(toAttendeeFields(row)));
}
