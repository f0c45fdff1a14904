import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { eventAttendeeFields, productCategories, products, questionProducts, questions } from '../../db/schema';

export type QuestionRow = typeof questions.$inferSelect;
export type QuestionInsert = typeof questions.$inferInsert;
export type QuestionValues = Partial<Omit<QuestionInsert, 'id' | 'eventId' | 'createdAt' | 'updatedAt'>>;
export type QuestionProductLink = { questionId: string; productId: string };
export type AttendeeFieldsRow = typeof eventAttendeeFields.$inferSelect;
export type AttendeeFieldsValues = Omit<typeof eventAttendeeFields.$inferInsert, 'eventId' | 'updatedAt'>;

const questionOrder = [asc(questions.sortOrder), asc(questions.createdAt), asc(questions.id)];

export async function listQuestionsOfEvent(executor: DbExecutor, eventId: string): Promise<QuestionRow[]> {
  return executor
    .select()
    .from(questions)
    .where(eq(questions.eventId, eventId))
    .orderBy(...questionOrder);
}

export async function findQuestion(
  executor: DbExecutor,
  input: { eventId: string; questionId: string; lock?: boolean },
): Promise<QuestionRow | null> {
  const query = executor
    .select()
    .from(questions)
    .where(and(eq(questions.id, input.questionId), eq(questions.eventId, input.eventId)));
  const [row] = input.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The products each question is asked for, in catalogue order. */
export async function listQuestionProducts(
  executor: DbExecutor,
  questionIds: string[],
): Promise<QuestionProductLink[]> {
  if (questionIds.length === 0) return [];
  return executor
    .select({ questionId: questionProducts.questionId, productId: questionProducts.productId })
    .from(questionProducts)
    .innerJoin(products, eq(products.id, questionProducts.productId))
    .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
    .where(inArray(questionProducts.questionId, questionIds))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id), asc(products.sortOrder), asc(products.id));
}

/** The sort order that puts a new question last. */
export async function nextQuestionOrder(executor: DbExecutor, eventId: string): Promise<number> {
  const [row] = await executor
    .select({ next: sql<number>`coalesce(max(${questions.sortOrder}) + 1, 0)::int` })
    .from(questions)
    .where(eq(questions.eventId, eventId));
  return row?.next ?? 0;
}

export async function insertQuestions(executor: DbExecutor, values: QuestionInsert[]): Promise<QuestionRow[]> {
  if (values.length === 0) return [];
  return executor.insert(questions).values(values).returning();
}

export async function updateQuestion(executor: DbExecutor, id: string, values: QuestionValues): Promise<void> {
  await executor
    .update(questions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(questions.id, id));
}

export async function deleteQuestion(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(questions).where(eq(questions.id, id));
}

export async function insertQuestionProducts(executor: DbExecutor, links: QuestionProductLink[]): Promise<void> {
  if (links.length === 0) return;
  await executor.insert(questionProducts).values(links).onConflictDoNothing();
}

export async function replaceQuestionProducts(
  executor: DbExecutor,
  questionId: string,
  productIds: string[],
): Promise<void> {
  await executor.delete(questionProducts).where(eq(questionProducts.questionId, questionId));
  await insertQuestionProducts(
    executor,
    productIds.map((productId) => ({ questionId, productId })),
  );
}

export async function findAttendeeFields(executor: DbExecutor, eventId: string): Promise<AttendeeFieldsRow | null> {
  const [row] = await executor.select().from(eventAttendeeFields).where(eq(eventAttendeeFields.eventId, eventId));
  return row ?? null;
}

export async function saveAttendeeFields(
  executor: DbExecutor,
  eventId: string,
  values: AttendeeFieldsValues,
): Promise<void> {
  await executor
    .insert(eventAttendeeFields)
    .values({ ...values, eventId })
    .onConflictDoUpdate({ target: eventAttendeeFields.eventId, set: { ...values, updatedAt: new Date() } });
}
