import type { JobContext } from '../services';
import { cleanupJob } from './cleanup.job';
import { sendEmailJob } from './email.job';
import type { AnyJobDefinition } from './job-queue';
import { expireReservationJob, sweepReservationsJob } from './reservation-expiry.job';

/** Every job the worker processes. A new job is defined in its module's folder and listed here. */
export const JOB_DEFINITIONS: AnyJobDefinition<JobContext>[] = [
  sendEmailJob,
  cleanupJob,
  expireReservationJob,
  sweepReservationsJob,
];
