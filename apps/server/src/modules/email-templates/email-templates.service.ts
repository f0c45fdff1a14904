import {
  EMAIL_TEMPLATE_HTML_TOKENS,
  EMAIL_TEMPLATE_TOKENS,
  singlePageMeta,
  type TEmailTemplate,
  type TEmailTemplateDefault,
  type TEmailTemplatePreview,
  type TEmailTemplateToken,
  type TEmailTemplateType,
  type TList,
  type ZCreateEmailTemplate,
  type ZPreviewEmailTemplate,
  type ZUpdateEmailTemplate,
} from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { findTemplateProblem, type CustomEmailTemplate, type EmailTemplateFacts } from '../../emails/custom-template';
import { renderEmail } from '../../emails/render-email';
import { AppError, FieldIssues } from '../../lib/app-error';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { eventLocationLine } from '../events/event-location';
import type { EventRow } from '../events/events.repository';
import { toEventSettings } from '../events/events.mapper';
import { requireOrganizer } from '../organizers/organizers.service';
import { requireCatalogueEvent } from '../products/catalogue.service';
import { eventTemplateFacts } from './email-templates.facts';
import { defaultTemplates } from './email-templates.defaults';
import { toEmailTemplate } from './email-templates.mapper';
import {
  UNIQUE_TEMPLATE_CONSTRAINTS,
  deleteTemplate,
  findApplicableTemplate,
  findTemplateAt,
  insertTemplate,
  listTemplatesAt,
  updateTemplate,
  type TemplatePlace,
} from './email-templates.repository';

/**
 * Email templates (decision 165): an organizer's or an event's own wording of the order confirmation and the
 * attendee's ticket, in Liquid, checked when saved and filled in when each email is built.
 */

/** Which place a call names: an event (its own templates) or an organizer (the default of its events). */
export type TemplatePlaceRef = { kind: 'event'; eventId: string } | { kind: 'organizer'; organizerId: string };

type ResolvedPlace = { place: TemplatePlace; event: EventRow | null; organizer: { name: string; email: string } };

async function resolvePlace(executor: DbExecutor, auth: AuthContext, ref: TemplatePlaceRef): Promise<ResolvedPlace> {
  if (ref.kind === 'event') {
    const event = await requireCatalogueEvent(executor, auth, ref.eventId);
    const organizer = await requireOrganizer(executor, auth, event.organizerId);
    return { place: { accountId: auth.account.id, organizerId: organizer.id, eventId: event.id }, event, organizer };
  }
  const organizer = await requireOrganizer(executor, auth, ref.organizerId);
  return { place: { accountId: auth.account.id, organizerId: organizer.id, eventId: null }, event: null, organizer };
}

const templateErrors = {
  notFound: () => AppError.notFound('email template'),
  exists: (templateType: TEmailTemplateType) =>
    new AppError(
      'CONFLICT',
      'There is already a template of this type here: edit it instead.',
      {},
      {
        detail: { code: 'email_template_exists', params: { template_type: templateType } },
      },
    ),
  unverified: () =>
    new AppError(
      'FORBIDDEN',
      'Confirm your email address before changing the emails buyers get.',
      {},
      {
        detail: { code: 'account_unverified' },
      },
    ),
};

/** Each field's Liquid problem, as one 422 naming every field at fault. */
function assertTemplatesReadable(
  templateType: TEmailTemplateType,
  fields: Partial<Record<'subject' | 'body', string | undefined>>,
) {
  const issues = new FieldIssues();
  for (const [field, source] of Object.entries(fields)) {
    if (source === undefined) continue;
    const problem = findTemplateProblem(source, templateType);
    if (problem) issues.add(field, problem.detail, problem.message);
  }
  if (!issues.isEmpty) throw issues.toError();
}

export async function listEmailTemplates(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { ref: TemplatePlaceRef; includeInactive: boolean },
): Promise<TList<TEmailTemplate>> {
  const { db } = deps.database;
  const { place } = await resolvePlace(db, auth, input.ref);
  const rows = await listTemplatesAt(db, { place, includeInactive: input.includeInactive });
  return {
    data: rows.map(toEmailTemplate),
    meta: singlePageMeta(rows.length, 'template_type'),
  };
}

export async function createEmailTemplate(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { ref: TemplatePlaceRef; body: z.output<typeof ZCreateEmailTemplate> },
): Promise<TEmailTemplate> {
  if (!auth.account.verifiedAt) throw templateErrors.unverified();
  const { body } = input;
  assertTemplatesReadable(body.template_type, { subject: body.subject, body: body.body });
  const { db } = deps.database;
  const { place } = await resolvePlace(db, auth, input.ref);
  try {
    const row = await insertTemplate(db, {
      ...place,
      templateType: body.template_type,
      subject: body.subject,
      body: body.body,
      ctaLabel: body.cta_label,
      isActive: body.is_active ?? true,
    });
    return toEmailTemplate(row);
  } catch (error) {
    if (UNIQUE_TEMPLATE_CONSTRAINTS.some((constraint) => isUniqueViolation(error, constraint)))
      throw templateErrors.exists(body.template_type);
    throw error;
  }
}

export async function editEmailTemplate(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { ref: TemplatePlaceRef; templateId: string; body: z.output<typeof ZUpdateEmailTemplate> },
): Promise<TEmailTemplate> {
  if (!auth.account.verifiedAt) throw templateErrors.unverified();
  const { db } = deps.database;
  const { place } = await resolvePlace(db, auth, input.ref);
  const row = await findTemplateAt(db, { place, templateId: input.templateId });
  if (!row) throw templateErrors.notFound();
  const { body } = input;
  assertTemplatesReadable(row.templateType, { subject: body.subject, body: body.body });
  const updated = await updateTemplate(db, row.id, {
    ...(body.subject !== undefined ? { subject: body.subject } : {}),
    ...(body.body !== undefined ? { body: body.body } : {}),
    ...(body.cta_label !== undefined ? { ctaLabel: body.cta_label } : {}),
    ...(body.is_active !== undefined ? { isActive: body.is_active } : {}),
  });
  return toEmailTemplate(updated);
}

export async function removeEmailTemplate(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { ref: TemplatePlaceRef; templateId: string },
): Promise<void> {
  const { db } = deps.database;
  const { place } = await resolvePlace(db, auth, input.ref);
  const row = await findTemplateAt(db, { place, templateId: input.templateId });
  if (!row) throw templateErrors.notFound();
  await deleteTemplate(db, row.id);
}

/** A moment in the future at 19:00 UTC, for an organizer's preview, which has no event to take dates from. */
function sampleEventStart(now: Date): Date {
  const start = new Date(now.getTime() + 30 * 86_400_000);
  start.setUTCHours(19, 0, 0, 0);
  return start;
}

const SAMPLE_TOTAL = 5000;

/**
 * The draft as the buyer would read it, in the user's language: the place's real event details (an organizer's
 * preview takes a sample event), a sample order and attendee.
 */
export async function previewEmailTemplate(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { ref: TemplatePlaceRef; body: z.output<typeof ZPreviewEmailTemplate> },
): Promise<TEmailTemplatePreview> {
  const { body } = input;
  assertTemplatesReadable(body.template_type, { subject: body.subject, body: body.body });
  const { db } = deps.database;
  const { event, organizer } = await resolvePlace(db, auth, input.ref);
  const locale = auth.user.locale;
  const now = new Date();
  const start = sampleEventStart(now);
  const eventFacts = event
    ? eventTemplateFacts({
        event,
        settings: toEventSettings(event),
        organizer,
        location: eventLocationLine(event, locale),
      })
    : eventTemplateFacts({
        event: {
          title: 'Sample event',
          startDate: start,
          endDate: new Date(start.getTime() + 3 * 3_600_000),
          timezone: auth.account.timezone,
          description: null,
        },
        settings: null,
        organizer,
        location: null,
      });
  const currency = event?.currency ?? auth.account.currencyCode;
  const appUrl = deps.config.publicConfig.frontendUrl.replace(/\/+$/, '');
  const ticketUrl = `${appUrl}/product/sample/ATT123`;
  // A ticket email names the order by its reference and links the ticket, never the buyer's key (decision 137).
  const isTicket = body.template_type === 'attendee_ticket';
  const facts: EmailTemplateFacts = {
    ...eventFacts,
    order: {
      url: isTicket ? ticketUrl : `${appUrl}/checkout/sample/ABC123/summary`,
      number: isTicket ? 'ord_sample' : 'ABC123',
      total: SAMPLE_TOTAL,
      currency,
      date: now.toISOString(),
      firstName: auth.user.firstName,
      lastName: auth.user.lastName ?? '',
      email: auth.user.email,
      isAwaitingOfflinePayment: false,
    },
    attendee: { name: auth.user.firstName, email: auth.user.email },
    ticket: { name: 'General admission', price: SAMPLE_TOTAL / 2, url: ticketUrl },
  };
  const customTemplate: CustomEmailTemplate = {
    templateType: body.template_type,
    subject: body.subject,
    body: body.body,
    ctaLabel: body.cta_label,
    facts,
  };
  const common = {
    locale,
    appName: deps.config.publicConfig.appName,
    frontendUrl: deps.config.publicConfig.frontendUrl,
    supportEmail: deps.config.publicConfig.platformSupportEmail,
  };
  const shared = {
    firstName: auth.user.firstName,
    eventTitle: facts.event.title,
    eventStart: facts.event.start,
    timezone: facts.event.timezone,
    location: facts.event.fullAddress,
    customTemplate,
  };
  const rendered =
    body.template_type === 'order_confirmation'
      ? renderEmail({
          ...common,
          template: 'order_confirmation',
          data: {
            ...shared,
            currency,
            orderLines: [],
            orderShortId: facts.order.number,
            status: 'COMPLETED',
            offlinePaymentInstructions: null,
            orderUrl: facts.order.url,
            tickets: [{ name: facts.ticket!.name, url: facts.ticket!.url }],
          },
        })
      : renderEmail({
          ...common,
          template: 'attendee_ticket',
          data: {
            ...shared,
            buyerName: `${facts.order.firstName} ${facts.order.lastName}`.trim(),
            orderReference: facts.order.number,
            isAwaitingPayment: false,
            tickets: [{ name: facts.ticket!.name, url: facts.ticket!.url }],
          },
        });
  return { subject: rendered.subject, html: rendered.html, text: rendered.text };
}

export function emailTemplateDefaults(deps: IdentityDeps, auth: AuthContext): TEmailTemplateDefault[] {
  return defaultTemplates(auth.user.locale, deps.config.publicConfig.appName);
}

export function emailTemplateTokens(templateType: TEmailTemplateType): TEmailTemplateToken[] {
  return EMAIL_TEMPLATE_TOKENS[templateType].map((token) => ({
    token,
    is_html: EMAIL_TEMPLATE_HTML_TOKENS.includes(token),
  }));
}

/**
 * The template an event's email uses, with its facts, or null for the built-in email: the event's active template,
 * else its organizer's (server-behaviour "Email templates", lookup order).
 */
export async function applicableEmailTemplate(
  executor: DbExecutor,
  input: { event: EventRow; templateType: TEmailTemplateType; facts: EmailTemplateFacts },
): Promise<CustomEmailTemplate | null> {
  const row = await findApplicableTemplate(executor, {
    organizerId: input.event.organizerId,
    eventId: input.event.id,
    templateType: input.templateType,
  });
  if (!row) return null;
  return {
    templateType: row.templateType,
    subject: row.subject,
    body: row.body,
    ctaLabel: row.ctaLabel,
    facts: input.facts,
  };
}
