import type { TAttendee, TAttendeeAnswer, TAttendeeDetail } from '@marquee/core';
import { toCheckIn, type CheckInRow } from './attendee-check-ins';
import type { AttendeeListRow } from './attendees.repository';

/** `liveCheckIns`: the attendee's check-ins not checked out (any attendee's may be passed; others are skipped). */
export function toAttendee(row: AttendeeListRow, liveCheckIns: CheckInRow[]): TAttendee {
  return {
    id: row.id,
    short_id: row.shortId,
    public_id: row.publicId,
    event_id: row.eventId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    locale: row.locale,
    notes: row.notes,
    status: row.status,
    product_id: row.productId,
    product_title: row.productTitle,
    product_price_id: row.productPriceId,
    price_label: row.priceLabel,
    order_id: row.orderId,
    order_short_id: row.orderShortId,
    order_status: row.orderStatus,
    order_is_manually_created: row.orderIsManuallyCreated,
    check_ins: liveCheckIns
      .flatMap((checkIn) =>
        checkIn.attendeeId === row.id && checkIn.checkedOutAt === null && checkIn.checkInListId
          ? [{ ...checkIn, checkInListId: checkIn.checkInListId }]
          : [],
      )
      .map((checkIn) => ({
        check_in_list_id: checkIn.checkInListId,
        check_in_list_name: checkIn.listName,
        short_id: checkIn.shortId,
        created_at: checkIn.createdAt.toISOString(),
      })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A stored answer back in the shape checkout and the edit call take: the address object, else `{ answer }`. */
export function toAttendeeAnswer(row: {
  questionId: string;
  answer: unknown;
  title: string;
  type: string;
}): TAttendeeAnswer {
  return {
    question_id: row.questionId,
    question_title: row.title,
    question_type: row.type,
    response: row.type === 'ADDRESS' ? row.answer : { answer: row.answer },
  };
}

/** `checkIns`: every check-in of the attendee, newest first (their history). */
export function toAttendeeDetail(
  row: AttendeeListRow,
  answers: TAttendeeAnswer[],
  checkIns: CheckInRow[],
): TAttendeeDetail {
  return {
    ...toAttendee(row, checkIns),
    order_first_name: row.orderFirstName,
    order_last_name: row.orderLastName,
    order_email: row.orderEmail,
    answers,
    check_in_history: checkIns.map(toCheckIn),
  };
}
