import { createHash } from 'node:crypto';
import {
  COUNTED_ORDER_STATUSES,
  defaultTicketDesign,
  formatMoney,
  resolveTicketDesign,
  ticketLogoOf,
  ticketPlaceholderValues,
  toIntlLocale,
} from '@marquee/core';
import { eventLocationLine } from '../events/event-location';
import type { DbExecutor } from '../../db/client';
import { createTranslator, resolveEmailLocale } from '../../emails/translator';
import { toEventSettings } from '../events/events.mapper';
import type { TicketPdfInput, TicketPdfTicket } from './ticket-pdf.renderer';
import { findOrderWithEvent, listOrderLines, listOrderTickets, listTicketLogos } from './ticket-pdf.repository';

/**
 * What a PDF of tickets draws, gathered from the order, its tickets and the event's ticket design, worded in the
 * reader's language, and its fingerprint: the hash of all of it, so that a stored PDF is known to be current.
 */

/** Raised whenever the drawing changes, so PDFs stored by an older version are drawn again. */
const RENDERING_VERSION = 1;

/** An order's tickets, or one of them, for a reader of `locale`. */
export type TicketPdfScope =
  | { kind: 'order'; orderId: string; locale: string }
  | { kind: 'attendee'; orderId: string; attendeeId: string; locale: string };

export type PreparedTicketPdf = {
  scopeKey: string;
  orderId: string;
  fingerprint: string;
  filename: string;
  input: Omit<TicketPdfInput, 'logo' | 'producer'>;
  /** The logo's file in the storage (keys never change content: a new upload gets a new key). */
  logoKey: string | null;
};

/** The stored PDF's key: one per order or ticket and language (any casing or region of it: 'de-AT' is 'de'). */
export const scopeKeyOf = (scope: TicketPdfScope) =>
  scope.kind === 'order'
    ? `order:${scope.orderId}:${resolveEmailLocale(scope.locale)}`
    : `attendee:${scope.attendeeId}:${resolveEmailLocale(scope.locale)}`;

/**
 * The PDF's content for the scope, or null when there is nothing to draw: the order is not placed (or was cancelled),
 * or none of its tickets is valid any more.
 */
export async function prepareTicketPdf(executor: DbExecutor, scope: TicketPdfScope): Promise<PreparedTicketPdf | null> {
  const found = await findOrderWithEvent(executor, scope.orderId);
  if (!found || !(COUNTED_ORDER_STATUSES as readonly string[]).includes(found.order.status)) return null;
  const { order, event } = found;
  const rows = (await listOrderTickets(executor, order.id)).filter(
    ({ attendee }) => attendee.status !== 'CANCELLED' && (scope.kind === 'order' || attendee.id === scope.attendeeId),
  );
  if (rows.length === 0) return null;
  const lines = await listOrderLines(executor, order.id);
  const settings = toEventSettings(event);
  const design = { ...defaultTicketDesign(), ...settings.ticket_design_settings };
  const logo =
    design.enabled && design.logo_image_id ? ticketLogoOf(design, await listTicketLogos(executor, event.id)) : null;

  const locale = resolveEmailLocale(scope.locale);
  const t = createTranslator({ locale });
  const isPending = order.status === 'AWAITING_OFFLINE_PAYMENT';
  const isUnpaid = (attendee: (typeof rows)[number]['attendee']) => isPending || attendee.status === 'AWAITING_PAYMENT';
  const resolvedOf = (row: (typeof rows)[number]) =>
    resolveTicketDesign(design, {
      themeAccent: settings.homepage_theme_settings?.accent ?? null,
      logoUrl: logo?.storageKey ?? null,
      values: ticketPlaceholderValues({
        first_name: row.attendee.firstName,
        last_name: row.attendee.lastName,
        email: row.attendee.email,
        event_title: event.title,
        product_name: row.productTitle,
        order_reference: order.publicId,
      }),
    });
  const shared = resolvedOf(rows[0]!);
  const tickets: TicketPdfTicket[] = rows.map((row) => {
    const resolved = resolvedOf(row);
    const { attendee } = row;
    // What was paid for it: its own line, else its product's (staff moved it to another tier), as the ticket page.
    const line =
      lines.find((item) => item.productId === attendee.productId && item.productPriceId === attendee.productPriceId) ??
      lines.find((item) => item.productId === attendee.productId);
    const name = [attendee.firstName, attendee.lastName].filter(Boolean).join(' ');
    return {
      publicId: attendee.publicId,
      attendeeName: name || t('ticketPdf.guest'),
      attendeeEmail: resolved.show_attendee_email ? attendee.email : null,
      productName: row.priceLabel ? `${row.productTitle} – ${row.priceLabel}` : row.productTitle,
      price:
        resolved.show_price && line
          ? line.pricePerUnit === 0
            ? t('ticketPdf.free')
            : formatMoney(line.pricePerUnit, order.currency, locale)
          : null,
      status: isUnpaid(attendee)
        ? { text: t('ticketPdf.statusAwaitingPayment'), isPending: true }
        : { text: t('ticketPdf.statusValid'), isPending: false },
      // As on the ticket page: an unpaid ticket shows a code only where the door checks such tickets in.
      isCodeShown: !isUnpaid(attendee) || settings.allow_orders_awaiting_offline_payment_to_check_in,
      customText: resolved.custom_text,
      orderReference: resolved.show_order_reference ? t('ticketPdf.order', { reference: order.publicId }) : null,
    };
  });

  const location = eventLocationLine(event, locale) ?? (event.isOnlineEvent ? t('ticketPdf.online') : null);
  const input: PreparedTicketPdf['input'] = {
    title:
      scope.kind === 'order'
        ? t('ticketPdf.documentTitle', { eventTitle: event.title })
        : `${event.title} – ${tickets[0]!.attendeeName}`,
    author: found.organizerName,
    locale,
    event: {
      title: event.title,
      dates: eventDates({ start: event.startDate, end: event.endDate, timeZone: event.timezone, locale }),
      location,
    },
    design: {
      accentColor: shared.accent_color,
      layout: shared.layout_type,
      paperSize: shared.paper_size,
      footerText: shared.footer_text,
    },
    labels: {
      attendee: t('ticketPdf.attendee'),
      code: t('ticketPdf.code'),
      codeAfterPayment: t('ticketPdf.codeAfterPayment'),
    },
    tickets,
  };
  const logoKey = shared.logo_url ? (logo?.storageKey ?? null) : null;
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ version: RENDERING_VERSION, input, logoKey }))
    .digest('base64url');
  const slug = event.slug.replace(/[^a-z0-9-]+/gi, '-').slice(0, 60) || 'event';
  return {
    scopeKey: scopeKeyOf(scope),
    orderId: order.id,
    fingerprint,
    // The ticket's reference (the end of its code, as the door list shows it) and the order's: neither opens anything.
    filename:
      scope.kind === 'order'
        ? `tickets-${slug}-${order.publicId}.pdf`
        : `ticket-${slug}-${tickets[0]!.publicId.slice(-6)}.pdf`,
    input,
    logoKey,
  };
}

/**
 * The event's dates in its own time zone, as the ticket page writes them: the start in full, the end's time alone
 * when it ends the same day, and the zone's offset ("GMT+2").
 */
export function eventDates(input: { start: Date; end: Date | null; timeZone: string; locale: string }): string {
  const locale = toIntlLocale(input.locale);
  const format = (date: Date, options: Intl.DateTimeFormatOptions, inLocale = locale) => {
    try {
      return new Intl.DateTimeFormat(inLocale, { ...options, timeZone: input.timeZone }).format(date);
    } catch {
      return new Intl.DateTimeFormat(inLocale, options).format(date);
    }
  };
  const full = { dateStyle: 'full', timeStyle: 'short' } as const;
  const start = format(input.start, full);
  const zone = zoneName(input.start, input.timeZone);
  if (!input.end) return `${start} ${zone}`;
  const day = (date: Date) => format(date, { dateStyle: 'short' }, 'en-CA');
  const end = day(input.start) === day(input.end) ? format(input.end, { timeStyle: 'short' }) : format(input.end, full);
  return `${start} – ${end} ${zone}`;
}

/** "GMT+2" or "EDT": the zone's short name at that instant. */
function zoneName(date: Date, timeZone: string): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' }).formatToParts(date);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  } catch {
    return timeZone;
  }
}
