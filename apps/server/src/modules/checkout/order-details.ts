import {
  missingBillingAddressLines,
  type TPublicOrder,
  type TPublicTicket,
  type TOrderAddress,
  normaliseAnswer,
  validateAnswers,
} from '@marquee/core';
import type { z } from 'zod';
import type { ZPublicOrderDetails } from '@marquee/core';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toEventSettings } from '../events/events.mapper';
import { attachOrderDetails, choosePaymentProvider } from '../orders/order-details';
import { listOrderItems, type OrderRow } from '../orders/orders.repository';
import { isCountedStatus, planAttendees } from '../orders/orders.service';
import { placeOrder } from '../orders/order-lifecycle';
import { listQuestionProducts, listQuestionsOfEvent, type QuestionRow } from '../questions/questions.repository';
import { findEventWithOrganizer, findTicket, lockOrder } from './checkout.repository';
import { type Deps, UUID } from './checkout.shared';
import { ticketDesignOf } from './ticket-design';
import { loadPublicOrder, requireSessionOrder } from './public-order.service';

/** The buyer's details step, offline payment (both place the order through the lifecycle, decision 122) and the public ticket. */

type DetailsBody = z.output<typeof ZPublicOrderDetails>;

const isExpired = (order: OrderRow, now: Date) =>
  order.status === 'RESERVED' && (order.reservedUntil?.getTime() ?? 0) <= now.getTime();

/** The session's RESERVED order, locked, still within its hold; otherwise a 409 saying why. */
async function requireLiveReservation(
  tx: DbExecutor,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<OrderRow> {
  const found = await requireSessionOrder(tx, input);
  const order = (await lockOrder(tx, found.id))!;
  if (order.status !== 'RESERVED')
    throw new AppError(
      'CONFLICT',
      'This order is no longer in progress.',
      {},
      { detail: { code: 'order_not_in_progress' } },
    );
  if (isExpired(order, new Date()))
    throw new AppError(
      'CONFLICT',
      'Your reservation has expired. Please start again.',
      {},
      {
        detail: { code: 'reservation_expired' },
      },
    );
  return order;
}

const toAnswerQuestion = (row: QuestionRow) => ({
  id: row.id,
  type: row.type,
  required: row.isRequired,
  is_hidden: row.isHidden,
  options: row.options,
});

export async function savePublicOrderDetails(
  deps: Deps,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null; body: DetailsBody },
): Promise<TPublicOrder> {
  const { body } = input;
  return deps.database.db.transaction(async (tx) => {
    const order = await requireLiveReservation(tx, input);
    if (order.email !== null)
      throw new AppError(
        'CONFLICT',
        'The details of this order are already in.',
        {},
        {
          detail: { code: 'order_details_already_entered' },
        },
      );
    const found = await findEventWithOrganizer(tx, order.eventId);
    const settings = toEventSettings(found!.event);
    const errors: Record<string, string[]> = {};
    const add = (key: string, message: string) => (errors[key] ??= []).push(message);
    if (body.order.email.toLowerCase() !== body.order.email_confirmation.toLowerCase())
      add('order.email_confirmation', 'The email addresses do not match.');

    const questionRows = (await listQuestionsOfEvent(tx, order.eventId)).filter((row) => !row.isHidden);
    const orderQuestions = questionRows.filter((row) => row.belongsTo === 'ORDER').map(toAnswerQuestion);
    const productQuestionRows = questionRows.filter((row) => row.belongsTo === 'PRODUCT');
    const links = await listQuestionProducts(
      tx,
      productQuestionRows.map((row) => row.id),
    );
    for (const [key, messages] of Object.entries(validateAnswers(orderQuestions, body.order.questions ?? [])))
      for (const message of messages) add(`order.questions.${key}`, message);

    const buyer = {
      firstName: body.order.first_name,
      lastName: body.order.last_name,
      email: body.order.email.toLowerCase(),
      locale: body.locale ?? order.locale,
    };
    // The reservation's tickets are written now, one per ticket unit of its lines (decision 112).
    const now = new Date();
    const tickets = planAttendees({ ...order, ...buyer }, await listOrderItems(tx, order.id), now);
    const perTicket = settings.attendee_details_collection_method === 'PER_TICKET';
    if (settings.require_billing_address) {
      const messages = {
        address_line_1: 'Enter the address.',
        city: 'Enter the city.',
        country: 'Choose the country.',
      };
      for (const key of missingBillingAddressLines(body.order.address)) add(`order.address.${key}`, messages[key]);
    }
    // One entry per ticket unit, each a ticket of the order (spec §5: otherwise 409). PER_ORDER events may
    // leave them out (the buyer is copied onto every ticket).
    if ((perTicket || body.products.length > 0) && body.products.length !== tickets.length)
      throw new AppError(
        'CONFLICT',
        `Enter the details of each of the ${tickets.length} tickets.`,
        {},
        {
          detail: { code: 'ticket_details_count', params: { n: tickets.length } },
        },
      );
    const remaining = [...tickets];
    const assignments: { ticket: (typeof tickets)[number]; entry: DetailsBody['products'][number] | null }[] = [];
    body.products.forEach((entry, index) => {
      const at = remaining.findIndex(
        (ticket) => ticket.productId === entry.product_id && ticket.productPriceId === entry.product_price_id,
      );
      if (at < 0) throw new AppError('CONFLICT', 'A ticket entry does not match the tickets of this order.');
      const [ticket] = remaining.splice(at, 1);
      if (perTicket) {
        if (!entry.first_name) add(`products.${index}.first_name`, 'Enter the first name.');
        if (!entry.last_name) add(`products.${index}.last_name`, 'Enter the last name.');
        if (!entry.email) {
          if (settings.require_attendee_email) add(`products.${index}.email`, 'Enter the email address.');
        } else if (entry.email_confirmation && entry.email.toLowerCase() !== entry.email_confirmation.toLowerCase())
          add(`products.${index}.email_confirmation`, 'The email addresses do not match.');
      }
      const asked = productQuestionRows
        .filter((row) => links.some((link) => link.questionId === row.id && link.productId === ticket!.productId))
        .map(toAnswerQuestion);
      for (const [key, messages] of Object.entries(validateAnswers(asked, entry.questions ?? [])))
        for (const message of messages) add(`products.${index}.questions.${key}`, message);
      assignments.push({ ticket: ticket!, entry: perTicket ? entry : { ...entry, first_name: null } });
    });
    for (const ticket of remaining) assignments.push({ ticket, entry: null });
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    // An order's tickets are listed by creation time, then id: ascending ids keep them in the buyer's order.
    const ids = assignments.map(({ ticket }) => ticket.id).sort();
    assignments.forEach((assignment, index) => (assignment.ticket = { ...assignment.ticket, id: ids[index]! }));

    const isFree = Number(order.totalGross) === 0;
    await attachOrderDetails(tx, {
      orderId: order.id,
      buyer: {
        ...buyer,
        address: (body.order.address ?? null) as TOrderAddress | null,
        optedIntoMarketingAt: body.order.opted_into_marketing ? now : null,
        paymentStatus: isFree ? order.paymentStatus : 'AWAITING_PAYMENT',
      },
      // A ticket holder left without an email gets the buyer's: the ticket is sent to the buyer (decision 144).
      attendees: assignments.map(({ ticket, entry }) =>
        entry?.first_name && entry.last_name
          ? {
              ...ticket,
              firstName: entry.first_name,
              lastName: entry.last_name,
              email: entry.email?.toLowerCase() ?? buyer.email,
            }
          : ticket,
      ),
      answers: [
        ...(body.order.questions ?? []).map((answer) => ({
          questionId: answer.question_id,
          orderId: order.id,
          answer: normaliseAnswer(
            orderQuestions.find((q) => q.id === answer.question_id)!,
            answer.response,
          ),
        })),
        ...assignments.flatMap((assignment) =>
          (assignment.entry?.questions ?? []).map((answer) => ({
            questionId: answer.question_id,
            orderId: order.id,
            attendeeId: assignment.ticket.id,
            productId: assignment.ticket.productId,
            answer: normaliseAnswer(
              toAnswerQuestion(productQuestionRows.find((q) => q.id === answer.question_id)!),
              answer.response,
            ),
          })),
        ),
      ].filter((row) => row.answer !== null),
    });
    const final = isFree
      ? await placeOrder(deps, tx, { orderId: order.id, event: found!.event, placement: 'FREE' })
      : (await lockOrder(tx, order.id))!;
    return loadPublicOrder(tx, final);
  });
}

/** The buyer chose to pay offline: AWAITING_OFFLINE_PAYMENT, counted (sold counts rise) now. */
export async function awaitOfflinePayment(
  deps: Deps,
  input: { eventId: string; shortId: string; sessionIdentifier: string | null },
): Promise<TPublicOrder> {
  return deps.database.db.transaction(async (tx) => {
    const order = await requireLiveReservation(tx, input);
    const found = await findEventWithOrganizer(tx, order.eventId);
    if (!toEventSettings(found!.event).payment_providers.includes('OFFLINE'))
      throw new AppError(
        'CONFLICT',
        'This event does not offer offline payment.',
        {},
        {
          detail: { code: 'offline_payment_unavailable' },
        },
      );
    if (order.email === null)
      throw new AppError('CONFLICT', 'Enter the order details first.', {}, { detail: { code: 'order_details_first' } });
    await choosePaymentProvider(tx, { orderId: order.id, provider: 'OFFLINE' });
    const done = await placeOrder(deps, tx, { orderId: order.id, event: found!.event, placement: 'OFFLINE' });
    return loadPublicOrder(tx, done);
  });
}

/** One ticket, public once its order counts (COMPLETED or AWAITING_OFFLINE_PAYMENT). */
export async function getPublicTicket(
  deps: Deps,
  input: { eventId: string; attendeeShortId: string },
): Promise<TPublicTicket> {
  if (!UUID.test(input.eventId)) throw AppError.notFound('ticket');
  const row = await findTicket(deps.database.db, {
    eventId: input.eventId.toLowerCase(),
    shortId: input.attendeeShortId,
  });
  if (!row || !isCountedStatus(row.order.status)) throw AppError.notFound('ticket');
  const { db } = deps.database;
  const design = await ticketDesignOf(deps, db, {
    event: row.event,
    ticket: {
      first_name: row.attendee.firstName,
      last_name: row.attendee.lastName,
      email: row.attendee.email,
      event_title: row.event.title,
      product_name: row.product.title,
      order_reference: row.order.publicId,
    },
  });
  // What was paid for it: its own line (product and tier), else the product's line (staff moved it to another tier);
  // a ticket moved to another product has no line of its own and shows no price rather than a wrong one.
  const items = await listOrderItems(db, row.order.id);
  const line =
    items.find(
      (item) => item.productId === row.attendee.productId && item.productPriceId === row.attendee.productPriceId,
    ) ?? items.find((item) => item.productId === row.attendee.productId);
  return {
    short_id: row.attendee.shortId,
    public_id: row.attendee.publicId,
    status: row.attendee.status,
    first_name: row.attendee.firstName,
    last_name: row.attendee.lastName,
    product_title: row.product.title,
    price_label: row.price?.label ?? null,
    order_public_id: row.order.publicId,
    order_status: row.order.status,
    price: line ? { amount: Number(line.pricePerUnit), currency: row.order.currency } : null,
    // The link to a ticket travels (forwarded, printed): its holder's address only when the organizer shows it.
    email: design.show_attendee_email ? row.attendee.email : null,
    event: {
      id: row.event.id,
      title: row.event.title,
      start_date: row.event.startDate.toISOString(),
      end_date: row.event.endDate?.toISOString() ?? null,
      timezone: row.event.timezone,
      location_details: row.event.locationDetails ?? null,
      allow_orders_awaiting_offline_payment_to_check_in: toEventSettings(row.event)
        .allow_orders_awaiting_offline_payment_to_check_in,
    },
    ticket_design: design,
  };
}
