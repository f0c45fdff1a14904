import type { TEmailTemplateType } from '@marquee/core';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { emailTemplates } from '../../db/schema';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;

/** Where a template lives: an organizer (every event of it without its own), or one event. */
export type TemplatePlace = { accountId: string; organizerId: string; eventId: string | null };

export const UNIQUE_TEMPLATE_CONSTRAINTS = ['email_templates_event_type_key', 'email_templates_organizer_type_key'];

const atPlace = (place: TemplatePlace): SQL =>
  and(
    eq(emailTemplates.accountId, place.accountId),
    eq(emailTemplates.organizerId, place.organizerId),
    place.eventId === null ? isNull(emailTemplates.eventId) : eq(emailTemplates.eventId, place.eventId),
  )!;

export async function listTemplatesAt(
  executor: DbExecutor,
  input: { place: TemplatePlace; includeInactive: boolean },
): Promise<EmailTemplateRow[]> {
  return executor
    .select()
    .from(emailTemplates)
    .where(and(atPlace(input.place), input.includeInactive ? undefined : eq(emailTemplates.isActive, true)))
    .orderBy(asc(emailTemplates.templateType));
}

export async function findTemplateAt(
  executor: DbExecutor,
  input: { place: TemplatePlace; templateId: string },
): Promise<EmailTemplateRow | null> {
  const [row] = await executor
    .select()
    .from(emailTemplates)
    .where(and(atPlace(input.place), eq(emailTemplates.id, input.templateId)));
  return row ?? null;
}

export async function insertTemplate(
  executor: DbExecutor,
  values: typeof emailTemplates.$inferInsert,
): Promise<EmailTemplateRow> {
  const [row] = await executor.insert(emailTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(
  executor: DbExecutor,
  id: string,
  values: Partial<Pick<EmailTemplateRow, 'subject' | 'body' | 'ctaLabel' | 'isActive'>>,
): Promise<EmailTemplateRow> {
  const [row] = await executor
    .update(emailTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(emailTemplates.id, id))
    .returning();
  return row!;
}

export async function deleteTemplate(executor: DbExecutor, id: string): Promise<void> {
  await executor.delete(emailTemplates).where(eq(emailTemplates.id, id));
}

/** The active template that applies to an event's email: its own, else its organizer's (one query). */
export async function findApplicableTemplate(
  executor: DbExecutor,
  input: { organizerId: string; eventId: string; templateType: TEmailTemplateType },
): Promise<EmailTemplateRow | null> {
  const [row] = await executor
    .select()
    .from(emailTemplates)
    .where(
      and(
        eq(emailTemplates.organizerId, input.organizerId),
        eq(emailTemplates.templateType, input.templateType),
        eq(emailTemplates.isActive, true),
        sql`(${emailTemplates.eventId} = ${input.eventId} or ${emailTemplates.eventId} is null)`,
      ),
    )
    // The event's own first: nulls last.
    .orderBy(sql`${emailTemplates.eventId} is null`)
    .limit(1);
  return row ?? null;
}
