import { z } from 'zod';
import type { JobDefinition } from '../../jobs/job-queue';
import type { JobContext } from '../../services';
import type { TicketPdfScope } from './ticket-pdf.inputs';
import { renderAndStoreTicketPdf } from './ticket-pdf.rendering';

const ZRenderTicketPdf = z.object({
  kind: z.enum(['order', 'attendee']),
  order_id: z.uuid(),
  attendee_id: z.uuid().nullable(),
  locale: z.string().max(16),
});
export type RenderTicketPdfJob = z.infer<typeof ZRenderTicketPdf>;

export const toRenderJob = (scope: TicketPdfScope): RenderTicketPdfJob => ({
  kind: scope.kind,
  order_id: scope.orderId,
  attendee_id: scope.kind === 'attendee' ? scope.attendeeId : null,
  locale: scope.locale,
});

const scopeOf = (job: RenderTicketPdfJob): TicketPdfScope =>
  job.kind === 'attendee' && job.attendee_id
    ? { kind: 'attendee', orderId: job.order_id, attendeeId: job.attendee_id, locale: job.locale }
    : { kind: 'order', orderId: job.order_id, locale: job.locale };

/**
 * Draws and stores one PDF of tickets (decision 156). A download waits for it, so idle workers look every half
 * second, whichever process they are in; one job waits per rendering (singleton key of scope and fingerprint), however
 * many buyers ask at once.
 */
export const renderTicketPdfJob: JobDefinition<RenderTicketPdfJob, JobContext> = {
  name: 'ticket-pdf.render',
  schema: ZRenderTicketPdf,
  policy: 'short',
  retryLimit: 2,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
  pollingIntervalSeconds: 0.5,
  batchSize: 4,
  concurrency: 2,
  async handle(job, context) {
    await renderAndStoreTicketPdf(context, scopeOf(job));
  },
};
