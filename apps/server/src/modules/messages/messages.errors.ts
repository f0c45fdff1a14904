import { AppError } from '../../lib/app-error';

/** The messages module's refusals (server-behaviour §10, docs/decisions/101-messages.md). */
export const messageErrors = {
  notFound: () => AppError.notFound('message'),
  unverified: () =>
    new AppError('FORBIDDEN', 'Confirm your email address before sending messages to buyers and attendees.'),
  scheduleInPast: () => AppError.validation({ scheduled_at: ['Choose a time in the future.'] }),
  emptyMessage: () => AppError.validation({ message: ['Write the message.'] }),
  linksNotAllowed: () =>
    AppError.validation({
      message: ['Your account cannot send links in messages yet. Remove the links and web addresses.'],
    }),
  dailyLimit: (limit: number, retryAfterSeconds: number) =>
    new AppError(
      'RATE_LIMITED',
      `Your account can send ${limit} messages in 24 hours (tests not counted), and has reached that limit. Try again later.`,
      {},
      { retryAfterSeconds },
    ),
  tooManyRecipients: (count: number, max: number) =>
    AppError.validation({
      message_type: [
        `This message would reach ${count} people; your account can send to at most ${max} in one message.`,
      ],
    }),
  notCancellable: (status: string) =>
    new AppError('CONFLICT', `Only a scheduled message can be cancelled; this one is ${status.toLowerCase()}.`),
};

/** `failure_reason` of a scheduled message that grew past the tier's limit before it went. */
export const tooManyRecipientsReason = (count: number, max: number) =>
  `It would have reached ${count} people; the account can send to at most ${max} in one message.`;
