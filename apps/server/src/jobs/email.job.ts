import { z } from 'zod';
import { templates, type TemplateData, type TemplateName } from '../emails/registry';
import { renderEmail } from '../emails/render-email';
import { isPermanentMailError, sendingAs, type EmailAttachment } from '../lib/mailer/mailer';
import { orderTicketsPdfForEmail } from '../modules/ticket-pdf/ticket-pdf.rendering';
import type { JobContext } from '../services';
import type { JobDefinition } from './job-queue';

const TEMPLATE_NAMES = Object.keys(templates) as [TemplateName, ...TemplateName[]];

const ZSendEmailJob = z.object({
  template: z.enum(TEMPLATE_NAMES),
  locale: z.string().max(16),
  to: z.union([z.email(), z.array(z.email()).min(1).max(50)]),
  data: z.record(z.string(), z.unknown()),
  reply_to: z.email().optional(),
  /** The From name (an organizer's): the address stays MAIL_FROM's. Absent: MAIL_FROM as configured. */
  from_name: z.string().min(1).max(200).optional(),
  /** Small text attachments built when queueing (a calendar file); binary files do not travel through the queue. */
  attachments: z
    .array(
      z.object({ filename: z.string().max(200), content: z.string().max(200_000), content_type: z.string().max(100) }),
    )
    .max(5)
    .optional(),
  /** Attach this order's tickets as one PDF, drawn here at send time (decision 156): a PDF is too big for a payload. */
  ticket_pdf: z.object({ order_id: z.uuid() }).optional(),
});
export type SendEmailJob = z.infer<typeof ZSendEmailJob>;

/**
 * Who waits for an email decides its place in the queue: a buyer's tickets and a person's sign-in or reset code
 * before notices to staff (issue 24 point 4). Higher first.
 */
export const EMAIL_PRIORITY = { personWaiting: 10, notice: 0 } as const;

/**
 * Renders in the recipient's locale at send time and delivers; SMTP failures are retried with backoff. Up to 25
 * jobs are fetched at once and 10 of them sent at a time over the mailer's pooled connections, so a rush of orders
 * is mailed at the SMTP server's pace, not one message per polling interval.
 */
export const sendEmailJob: JobDefinition<SendEmailJob, JobContext> = {
  name: 'email.send',
  schema: ZSendEmailJob,
  retryLimit: 6,
  retryDelaySeconds: 30,
  batchSize: 25,
  concurrency: 10,
  // One person's emails leave in the order they were queued (a resent link after the one it replaces).
  orderKey: (job) => [job.to].flat().join(',').toLowerCase(),
  async handle(job, { mailer, config, logger, database, storage }) {
    const rendered = renderEmail({
      template: job.template as TemplateName,
      locale: job.locale,
      data: job.data as TemplateData[TemplateName],
      appName: config.publicConfig.appName,
      frontendUrl: config.publicConfig.frontendUrl,
      supportEmail: config.publicConfig.platformSupportEmail,
    });
    const attachments: EmailAttachment[] = (job.attachments ?? []).map((file) => ({
      filename: file.filename,
      content: file.content,
      contentType: file.content_type,
    }));
    if (job.ticket_pdf) {
      // The links in the email lead to the same tickets: a PDF that cannot be drawn must not hold the email back.
      const pdf = await orderTicketsPdfForEmail(
        { database, storage, config, logger },
        { orderId: job.ticket_pdf.order_id, locale: job.locale },
      ).catch((error: unknown) => {
        logger.error({ err: error, template: job.template }, 'The tickets PDF could not be drawn: sent without it');
        return null;
      });
      if (pdf)
        attachments.push({ filename: pdf.filename, content: Buffer.from(pdf.bytes), contentType: 'application/pdf' });
    }
    try {
      const result = await mailer.send({
        ...(job.from_name ? { from: sendingAs(config.mailFrom, job.from_name) } : {}),
        to: job.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        replyTo: job.reply_to,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      logger.info({ template: job.template, delivery: result.delivery }, 'Email sent');
    } catch (error) {
      // A 5xx refusal (unknown mailbox, rejected sender) fails the same way every time: retrying only delays the log.
      if (isPermanentMailError(error)) {
        logger.error({ err: error, template: job.template }, 'Email permanently refused by the mail server');
        return;
      }
      throw error;
    }
  },
};

/** Whose name an email goes out in, and where answers go. */
export type EmailSender = { fromName: string; replyTo: string | null };

/** Typed helper for services: queue a templated email, inside their transaction when they pass one. */
export function emailJobPayload<K extends TemplateName>(input: {
  template: K;
  locale: string;
  to: string | string[];
  data: TemplateData[K];
  replyTo?: string;
  /** Buyer-facing emails: sent in the organizer's name, answered to the organizer (`eventEmailSender`). */
  sender?: EmailSender;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** The order whose tickets go along as a PDF (order confirmations, unless the event's ticket design says not). */
  ticketPdfOrderId?: string;
}): SendEmailJob {
  const replyTo = input.replyTo ?? input.sender?.replyTo ?? undefined;
  return {
    template: input.template,
    locale: input.locale,
    to: input.to,
    data: input.data as Record<string, unknown>,
    ...(replyTo ? { reply_to: replyTo } : {}),
    ...(input.sender ? { from_name: input.sender.fromName } : {}),
    ...(input.attachments?.length
      ? {
          attachments: input.attachments.map((file) => ({
            filename: file.filename,
            content: file.content,
            content_type: file.contentType,
          })),
        }
      : {}),
    ...(input.ticketPdfOrderId ? { ticket_pdf: { order_id: input.ticketPdfOrderId } } : {}),
  };
}
