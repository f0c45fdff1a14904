import type { JobContext } from '../services';
import { cleanupJob } from './cleanup.job';
import { dispatchDomainEventsJob, sweepDomainEventsJob } from '../modules/domain-events/domain-events.jobs';
import { sendEmailJob } from './email.job';
import type { AnyJobDefinition } from './job-queue';
import { deliverMessageJob, dispatchMessageJob, sweepScheduledMessagesJob } from '../modules/messages/messages.jobs';
import { stripeRefundJob } from '../modules/payments/stripe-refund.job';
import { renderTicketPdfJob } from '../modules/ticket-pdf/ticket-pdf.job';
import { expireEventReservationsJob, sweepReservationsJob } from './reservation-expiry.job';
import { deliverWebhooksJob, sweepWebhooksJob } from '../modules/webhooks/webhooks.jobs';
import { processWaitlistJob, sweepWaitlistJob } from '../modules/waitlist/waitlist.jobs';

/** Every job the worker processes. A new job is defined in its module's folder and listed here. */
export const JOB_DEFINITIONS: AnyJobDefinition<JobContext>[] = [
  sendEmailJob,
  cleanupJob,
  expireEventReservationsJob,
  sweepReservationsJob,
  stripeRefundJob,
  dispatchMessageJob,
  deliverMessageJob,
  sweepScheduledMessagesJob,
  dispatchDomainEventsJob,
  sweepDomainEventsJob,
  deliverWebhooksJob,
  sweepWebhooksJob,
  renderTicketPdfJob,
  processWaitlistJob,
  sweepWaitlistJob,
];
