import type { TMessageStatus } from '../contracts/messages';

/** Sending limits of an account's messaging tier (server-behaviour §10). */
export const MESSAGING_TIERS = ['UNTRUSTED', 'TRUSTED', 'PREMIUM'] as const;
export type TMessagingTier = (typeof MESSAGING_TIERS)[number];

export type TMessagingTierLimits = {
  /** Messages (tests excluded) an account may send in any 24 hours. */
  messagesPer24Hours: number;
  /** Most recipients one message may reach. */
  maxRecipientsPerMessage: number;
  /** Whether a message may contain links. */
  linksAllowed: boolean;
};

export const MESSAGING_TIER_LIMITS: Readonly<Record<TMessagingTier, TMessagingTierLimits>> = {
  UNTRUSTED: { messagesPer24Hours: 3, maxRecipientsPerMessage: 100, linksAllowed: false },
  TRUSTED: { messagesPer24Hours: 10, maxRecipientsPerMessage: 5_000, linksAllowed: true },
  PREMIUM: { messagesPer24Hours: 50, maxRecipientsPerMessage: 50_000, linksAllowed: true },
};

// An anchor with an href, or a bare address a mail client would turn into a link.
const LINK = /<a\s[^>]*href\s*=|\bhttps?:\/\/|\bwww\.[a-z0-9-]+\.[a-z]/i;

/** Whether a message's HTML holds a link (untrusted accounts may not send any). */
export function messageHasLinks(html: string): boolean {
  return LINK.test(html);
}

/** Only a message still waiting for its time can be cancelled (server-behaviour §10). */
export function isMessageCancellable(status: TMessageStatus): boolean {
  return status === 'SCHEDULED';
}

/** The message has finished: nothing more will be sent for it. */
export function isMessageSettled(status: TMessageStatus): boolean {
  return status === 'SENT' || status === 'FAILED' || status === 'CANCELLED';
}

export const MESSAGE_SCHEDULE_PRESETS = [
  'WEEK_BEFORE_START',
  'DAY_BEFORE_START',
  'HOUR_BEFORE_START',
  'DAY_AFTER_START',
  'DAY_AFTER_END',
] as const;
export type TMessageSchedulePreset = (typeof MESSAGE_SCHEDULE_PRESETS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The compose form's "send later" presets that are still in the future, with their times (ISO 8601, UTC).
 * "Day after the end" needs an end date.
 */
export function messageSchedulePresets(
  event: { start_date: string; end_date: string | null },
  now: Date = new Date(),
): { preset: TMessageSchedulePreset; at: string }[] {
  const start = Date.parse(event.start_date);
  const end = event.end_date ? Date.parse(event.end_date) : null;
  const times: Record<TMessageSchedulePreset, number | null> = {
    WEEK_BEFORE_START: start - 7 * DAY,
    DAY_BEFORE_START: start - DAY,
    HOUR_BEFORE_START: start - HOUR,
    DAY_AFTER_START: start + DAY,
    DAY_AFTER_END: end === null ? null : end + DAY,
  };
  return MESSAGE_SCHEDULE_PRESETS.flatMap((preset) => {
    const at = times[preset];
    return at !== null && Number.isFinite(at) && at > now.getTime() ? [{ preset, at: new Date(at).toISOString() }] : [];
  });
}
