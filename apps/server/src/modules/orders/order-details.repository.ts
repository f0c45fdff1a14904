import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { attendees, orders, questionAnswers } from '../../db/schema';
import type { OrderInsert, OrderRow } from './orders.repository';

export type AttendeeValues = Partial<
  Pick<
    typeof attendees.$inferInsert,
    'firstName' | 'lastName' | 'email' | 'notes' | 'status' | 'productId' | 'productPriceId' | 'shortId'
  >
>;
export type AnswerInsert = typeof questionAnswers.$inferInsert;

/** Sets columns of the order that are not its status (status moves go through `order-lifecycle.ts`). */
export async function updateOrderRow(
  executor: DbExecutor,
  orderId: string,
  values: Partial<Omit<OrderInsert, 'status'>>,
): Promise<OrderRow> {
  const [row] = await executor
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

export async function insertAnswers(executor: DbExecutor, values: AnswerInsert[]): Promise<void> {
  if (values.length === 0) return;
  await executor.insert(questionAnswers).values(values);
}

export async function updateAttendeeRow(
  executor: DbExecutor,
  attendeeId: string,
  values: AttendeeValues,
): Promise<void> {
  await executor
    .update(attendees)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(attendees.id, attendeeId));
}

export async function updateAnswersProduct(
  executor: DbExecutor,
  input: { attendeeId: string; productId: string },
): Promise<void> {
  await executor
    .update(questionAnswers)
    .set({ productId: input.productId })
    .where(eq(questionAnswers.attendeeId, input.attendeeId));
}

export async function replaceAnswersOfAttendee(
  executor: DbExecutor,
  input: {
    attendeeId: string;
    orderId: string;
    productId: string;
    answers: { questionId: string; answer: unknown }[];
  },
): Promise<void> {
  await executor.delete(questionAnswers).where(eq(questionAnswers.attendeeId, input.attendeeId));
  if (input.answers.length === 0) return;
  await executor.insert(questionAnswers).values(
    input.answers.map((answer) => ({
      questionId: answer.questionId,
      orderId: input.orderId,
      attendeeId: input.attendeeId,
      productId: input.productId,
      answer: answer.answer,
    })),
  );
}
