import {
  isChoiceQuestionType,
  questionShapeProblems,
  type TQuestion,
  type ZCreateQuestion,
  type ZSortQuestions,
  type ZUpdateQuestion,
} from '@marquee/core';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { FieldErrors } from '../../lib/app-error';
import { sanitizeRichText } from '../../lib/rich-text';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { checkEventProductIds, requireCatalogueEvent } from '../products/catalogue.service';
import { addError, throwIfAny } from '../products/product-prices.service';
import { questionHasAnswers } from '../orders/orders.repository';
import { copyAttendeeFields } from './attendee-fields.service';
import { questionErrors, questionMessages } from './questions.errors';
import { toQuestion } from './questions.mapper';
import {
  deleteQuestion,
  findQuestion,
  insertQuestionProducts,
  insertQuestions,
  listQuestionProducts,
  listQuestionsOfEvent,
  nextQuestionOrder,
  replaceQuestionProducts,
  updateQuestion,
  type QuestionRow,
  type QuestionValues,
} from './questions.repository';

type Deps = IdentityDeps;
type CreateInput = z.output<typeof ZCreateQuestion>;
type UpdateInput = z.output<typeof ZUpdateQuestion>;

async function loadQuestions(executor: DbExecutor, rows: QuestionRow[]): Promise<TQuestion[]> {
  const links = await listQuestionProducts(
    executor,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toQuestion(
      row,
      links.filter((link) => link.questionId === row.id).map((link) => link.productId),
    ),
  );
}

async function requireQuestion(executor: DbExecutor, eventId: string, questionId: string, lock = false) {
  const row = await findQuestion(executor, { eventId, questionId, lock });
  if (!row) throw questionErrors.questionNotFound();
  return row;
}

async function loadOne(executor: DbExecutor, eventId: string, questionId: string): Promise<TQuestion> {
  return (await loadQuestions(executor, [await requireQuestion(executor, eventId, questionId)]))[0]!;
}

/** Columns from a body; fields an update leaves out stay out, so they keep their stored value. */
function questionValues(body: UpdateInput): QuestionValues {
  const values: QuestionValues = {};
  if (body.title !== undefined) values.title = body.title;
  if (body.description !== undefined) values.description = sanitizeRichText(body.description);
  if (body.type !== undefined) values.type = body.type;
  if (body.belongs_to !== undefined) values.belongsTo = body.belongs_to;
  if (body.required !== undefined) values.isRequired = body.required;
  if (body.is_hidden !== undefined) values.isHidden = body.is_hidden;
  return values;
}

export async function listEventQuestions(deps: Deps, auth: AuthContext, eventId: string): Promise<TQuestion[]> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, eventId);
  return loadQuestions(db, await listQuestionsOfEvent(db, event.id));
}

export async function getQuestion(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; questionId: string },
): Promise<TQuestion> {
  const { db } = deps.database;
  const event = await requireCatalogueEvent(db, auth, input.eventId);
  return loadOne(db, event.id, input.questionId);
}

/** A new question goes last. */
export async function createQuestion(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: CreateInput },
): Promise<TQuestion> {
  const { body } = input;
  return deps.database.db.transaction(async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const errors: FieldErrors = {};
    const productIds = await checkEventProductIds(tx, {
      eventId: event.id,
      ids: body.product_ids ?? [],
      field: 'product_ids',
      errors,
    });
    throwIfAny(errors);
    const [row] = await insertQuestions(tx, [
      {
        ...questionValues(body),
        eventId: event.id,
        title: body.title,
        type: body.type,
        belongsTo: body.belongs_to,
        options: body.options ?? [],
        sortOrder: await nextQuestionOrder(tx, event.id),
      },
    ]);
    await insertQuestionProducts(
      tx,
      productIds.map((productId) => ({ questionId: row!.id, productId })),
    );
    return loadOne(tx, event.id, row!.id);
  });
}

/**
 * PUT merges over the stored question and checks the result with the create schema's rules. Stored options
 * are dropped when the type changes to one without options, and stored products when the question moves
 * to the order, unless the body sends its own (which are then checked).
 */
export async function editQuestion(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; questionId: string; body: UpdateInput },
): Promise<TQuestion> {
  const { body } = input;
  return deps.database.db.transaction(async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requireQuestion(tx, event.id, input.questionId, true);
    if (body.type !== undefined && body.type !== current.type && (await questionHasAnswers(tx, current.id))) {
      throw questionErrors.answered('change its type');
    }
    const type = body.type ?? current.type;
    const belongsTo = body.belongs_to ?? current.belongsTo;
    const options =
      body.options !== undefined ? (body.options ?? []) : isChoiceQuestionType(type) ? current.options : [];
    const storedProductIds = (await listQuestionProducts(tx, [current.id])).map((link) => link.productId);
    const sentProductIds = body.product_ids !== undefined ? (body.product_ids ?? []) : null;
    const errors: FieldErrors = {};
    const productIds = sentProductIds
      ? await checkEventProductIds(tx, { eventId: event.id, ids: sentProductIds, field: 'product_ids', errors })
      : belongsTo === 'PRODUCT'
        ? storedProductIds
        : [];
    for (const problem of questionShapeProblems({ type, belongs_to: belongsTo, options, product_ids: productIds })) {
      addError(errors, problem.path.join('.'), problem.message);
    }
    throwIfAny(errors);
    await updateQuestion(tx, current.id, { ...questionValues(body), options });
    await replaceQuestionProducts(tx, current.id, productIds);
    return loadOne(tx, event.id, current.id);
  });
}

export async function removeQuestion(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; questionId: string },
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const current = await requireQuestion(tx, event.id, input.questionId, true);
    // Answers belong to orders: an answered question can only be hidden.
    if (await questionHasAnswers(tx, current.id)) throw questionErrors.answered('delete it');
    await deleteQuestion(tx, current.id);
  });
}

/** Each listed question takes its `order`; questions left out keep theirs. Answers the whole list in order. */
export async function sortQuestions(
  deps: Deps,
  auth: AuthContext,
  input: { eventId: string; body: z.output<typeof ZSortQuestions> },
): Promise<TQuestion[]> {
  return deps.database.db.transaction(async (tx) => {
    const event = await requireCatalogueEvent(tx, auth, input.eventId, true);
    const rows = new Map((await listQuestionsOfEvent(tx, event.id)).map((row) => [row.id, row]));
    const errors: FieldErrors = {};
    const listed = new Set<string>();
    input.body.forEach((entry, index) => {
      if (!rows.has(entry.id)) addError(errors, `${index}.id`, questionMessages.unknownQuestion);
      else if (listed.has(entry.id)) addError(errors, `${index}.id`, questionMessages.listedTwice);
      listed.add(entry.id);
    });
    throwIfAny(errors);
    for (const entry of input.body) {
      if (rows.get(entry.id)!.sortOrder !== entry.order) await updateQuestion(tx, entry.id, { sortOrder: entry.order });
    }
    return loadQuestions(tx, await listQuestionsOfEvent(tx, event.id));
  });
}

/**
 * Copies an event's questions (and its attendee fields) into a duplicated event. Order questions always
 * travel; product questions only when the products were copied (`productIds` maps old → new), linked to
 * the copies, and are left out when none of their products came along.
 */
export async function copyQuestions(
  executor: DbExecutor,
  input: { sourceEventId: string; targetEventId: string; productIds: Map<string, string> },
): Promise<void> {
  const sources = await listQuestionsOfEvent(executor, input.sourceEventId);
  const links = await listQuestionProducts(
    executor,
    sources.map((row) => row.id),
  );
  const copies: { row: QuestionRow; productIds: string[] }[] = [];
  for (const row of sources) {
    const productIds = links
      .filter((link) => link.questionId === row.id)
      .map((link) => input.productIds.get(link.productId))
      .filter((id): id is string => id !== undefined);
    if (row.belongsTo === 'PRODUCT' && productIds.length === 0) continue;
    copies.push({ row: { ...row, id: randomUUID() }, productIds });
  }
  await insertQuestions(
    executor,
    copies.map(({ row }) => ({
      id: row.id,
      eventId: input.targetEventId,
      title: row.title,
      description: row.description,
      type: row.type,
      belongsTo: row.belongsTo,
      options: row.options,
      isRequired: row.isRequired,
      isHidden: row.isHidden,
      sortOrder: row.sortOrder,
    })),
  );
  await insertQuestionProducts(
    executor,
    copies.flatMap(({ row, productIds }) => productIds.map((productId) => ({ questionId: row.id, productId }))),
  );
  await copyAttendeeFields(executor, input);
}
