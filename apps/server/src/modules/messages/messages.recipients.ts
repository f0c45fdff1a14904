import type { DbExecutor } from '../../db/client';
import { listAudience, type AudienceRow, type MessageRow } from './messages.repository';

/**
 * Who a message reaches (server-behaviour §10, docs/decisions/101-messages.md): the audience as it is when the
 * message goes, an attendee without an email reached through their order's buyer, deduplicated by the trimmed,
 * lower-cased email (the first source wins), plus the sender for a copy; a test reaches the sender alone.
 */

export type Recipient = {
  /** Trimmed and lower-cased: the deduplication key, and what the unique index holds. */
  email: string;
  name: string | null;
  locale: string;
  attendeeId: string | null;
  orderId: string | null;
  isSender: boolean;
};

export type Sender = { email: string; firstName: string; lastName: string | null; locale: string };

export type Audience = Pick<
  MessageRow,
  'eventId' | 'messageType' | 'attendeeIds' | 'productIds' | 'orderId' | 'orderStatuses'
>;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null;
const normalise = (email: string | null) => email?.trim().toLowerCase() || null;

/** One audience row as a recipient: the attendee at their own address, else the order's buyer; null without any. */
export function recipientOf(row: AudienceRow): Recipient | null {
  const own = row.attendeeId ? normalise(row.attendeeEmail) : null;
  if (own)
    return {
      email: own,
      name: fullName(row.attendeeFirstName, row.attendeeLastName),
      locale: row.attendeeLocale ?? row.orderLocale,
      attendeeId: row.attendeeId,
      orderId: row.orderId,
      isSender: false,
    };
  const buyer = normalise(row.orderEmail);
  if (!buyer) return null;
  return {
    email: buyer,
    name: fullName(row.orderFirstName, row.orderLastName),
    locale: row.orderLocale,
    attendeeId: row.attendeeId,
    orderId: row.orderId,
    isSender: false,
  };
}

export function senderRecipient(sender: Sender): Recipient | null {
  const email = normalise(sender.email);
  return email
    ? {
        email,
        name: fullName(sender.firstName, sender.lastName),
        locale: sender.locale,
        attendeeId: null,
        orderId: null,
        isSender: true,
      }
    : null;
}

/** Keeps the first recipient of each email, in order. */
export function dedupeRecipients(candidates: (Recipient | null)[]): Recipient[] {
  const seen = new Set<string>();
  const kept: Recipient[] = [];
  for (const candidate of candidates) {
    if (!candidate || seen.has(candidate.email)) continue;
    seen.add(candidate.email);
    kept.push(candidate);
  }
  return kept;
}

/** The recipients of a message now. `sender` is null once the sender's user was deleted. */
export async function resolveRecipients(
  executor: DbExecutor,
  input: { audience: Audience; isTest: boolean; sendCopyToSender: boolean; sender: Sender | null },
): Promise<Recipient[]> {
  const sender = input.sender ? senderRecipient(input.sender) : null;
  if (input.isTest) return dedupeRecipients([sender]);
  const audience = (await listAudience(executor, input.audience)).map(recipientOf);
  return dedupeRecipients(input.sendCopyToSender ? [...audience, sender] : audience);
}
