import { msg } from '@lingui/core/macro';
import type { TErrorDetail, TErrorResponse } from '@marquee/core';
import { generalCodeOfStatus } from '@marquee/core';
import { i18n } from './i18n';

type TParams = NonNullable<TErrorDetail['params']>;

const count = (params: TParams | undefined, key: string) => Number(params?.[key] ?? 0);
const text = (params: TParams | undefined, key: string) => String(params?.[key] ?? '');

/**
 * The reader's own words for an error code of the API (docs/errors.md, decision 158), or null for a code this build
 * does not know. The server's `message` stays English for API users; people read this.
 */
export function errorCodeText(detail: { code: string; params?: TParams }): string | null {
  const { params } = detail;
  // Named placeholders: translators read {min} and {product}, not {0}.
  const min = count(params, 'min');
  const max = count(params, 'max');
  const product = text(params, 'product');
  switch (detail.code) {
    // General classes: what an answer without a more precise code means.
    case 'bad_request':
      return i18n._(msg`The request could not be understood. Reload the page and try again.`);
    case 'validation_failed':
      return i18n._(msg`Some details need your attention. Check the highlighted fields.`);
    case 'unauthenticated':
      return i18n._(msg`Your session has ended. Please sign in again.`);
    case 'forbidden':
      return i18n._(msg`You do not have permission to do this.`);
    case 'password_required':
      return i18n._(msg`This page is protected by a password.`);
    case 'not_found':
      return i18n._(msg`This could not be found. It may have been deleted, or the link is wrong.`);
    case 'conflict':
      return i18n._(msg`This cannot be done in its current state. Reload the page and try again.`);
    case 'system_busy':
      return i18n._(msg`Many people are doing the same thing right now. Please try again in a moment.`);
    case 'gone':
      return i18n._(msg`This is no longer available.`);
    case 'payload_too_large':
      return i18n._(msg`This is too large to send. Make it smaller and try again.`);
    case 'unsupported_media_type':
      return i18n._(msg`This type of file or content is not supported.`);
    case 'rate_limited':
      return i18n._(msg`Too many attempts. Please wait a moment and try again.`);
    case 'service_unavailable':
      return i18n._(msg`This service is not available right now. Please try again later.`);
    case 'internal_error':
      return i18n._(msg`Something went wrong on our side. Please try again.`);
    // A field's problem.
    case 'required':
      return i18n._(msg`This field is required.`);
    case 'too_short':
      return i18n._(msg`Use at least ${min} characters.`);
    case 'too_long':
      return i18n._(msg`Use at most ${max} characters.`);
    case 'too_small':
      return i18n._(msg`Enter at least ${min}.`);
    case 'too_big':
      return i18n._(msg`Enter at most ${max}.`);
    case 'not_whole_number':
      return i18n._(msg`Use a whole number.`);
    case 'invalid_email':
      return i18n._(msg`Enter a valid email address, like name@example.com.`);
    case 'invalid_url':
      return i18n._(msg`Enter a full web address, like https://example.com.`);
    case 'invalid_value':
      return i18n._(msg`Choose one of the options.`);
    case 'invalid_characters':
      return i18n._(msg`Remove the invisible or broken characters from this text.`);
    case 'invalid_format':
    case 'invalid_type':
    case 'invalid':
      return i18n._(msg`This doesn't look right. Check it and try again.`);
    case 'promo_code_invalid':
      return i18n._(msg`This promo code is not valid.`);
    case 'product_not_in_event':
    case 'product_unavailable':
      return i18n._(msg`This ticket is not available.`);
    case 'product_not_on_sale':
    case 'price_not_on_sale':
      return i18n._(msg`This ticket is not on sale right now.`);
    case 'price_not_in_product':
      return i18n._(msg`This price is not available. Reload the page and choose again.`);
    case 'amount_below_minimum':
      return i18n._(msg`The amount is below the minimum.`);
    case 'above_max_per_order':
      return i18n._(msg`At most ${max} per order.`);
    case 'below_min_per_order':
      return i18n._(msg`At least ${min} per order.`);
    case 'template_syntax': {
      // The parser's own words (English): better than nothing to find the broken tag.
      const detail = text(params, 'detail');
      return detail
        ? i18n._(msg`The template has a mistake in its tags: ${detail}`)
        : i18n._(msg`The template has a mistake in its tags.`);
    }
    case 'template_unknown_variable': {
      // Written out here: braces in a catalogue message would read as placeholders.
      const variable = `{{ ${text(params, 'variable')} }}`;
      return i18n._(msg`${variable} is not a variable this email can use. Choose one from the list.`);
    }
    // The buyer's journey and signing in.
    case 'sales_paused':
      return i18n._(msg`Ticket sales for this event are paused. Please try again later.`);
    case 'event_ended':
      return i18n._(msg`This event has ended: tickets are no longer on sale.`);
    case 'sold_out':
      return i18n._(msg`${product} is sold out.`);
    case 'only_n_left': {
      const n = count(params, 'n');
      return i18n._(msg`Only ${n} left of ${product}.`);
    }
    case 'not_enough_tickets':
      return i18n._(msg`Not enough tickets are left for this selection.`);
    case 'too_many_tickets_held': {
      const limit = count(params, 'limit');
      return i18n._(
        msg`Too many tickets are already held from your connection for this event (at most ${limit} at a time). Complete or cancel an order in progress, or try again once a reservation ends.`,
      );
    }
    case 'promo_code_used_up': {
      const code = text(params, 'code');
      return i18n._(
        msg`The promo code “${code}” has been used as many times as allowed. Remove it, or continue at full price.`,
      );
    }
    case 'reservation_expired':
      return i18n._(msg`Your reservation has expired. Please start again.`);
    case 'order_not_in_progress':
      return i18n._(msg`This order is no longer in progress.`);
    case 'order_details_already_entered':
      return i18n._(msg`The details of this order are already in.`);
    case 'ticket_details_count': {
      const n = count(params, 'n');
      return i18n._(msg`Enter the details of each of the ${n} tickets.`);
    }
    case 'offline_payment_unavailable':
      return i18n._(msg`This event does not offer offline payment.`);
    case 'order_details_first':
      return i18n._(msg`Enter the order details first.`);
    case 'link_expired':
      return i18n._(msg`This link has expired. Please ask for a new one.`);
    case 'link_used':
      return i18n._(msg`This link has already been used.`);
    case 'link_invalid':
      return i18n._(msg`This link is not valid. Check that you copied the whole link.`);
    case 'invalid_credentials':
      return i18n._(msg`The email or password is not right.`);
    case 'account_deactivated':
      return i18n._(msg`Your access has been deactivated. Contact your account administrator.`);
    case 'invitation_already_accepted':
      return i18n._(msg`This invitation has already been accepted. Sign in instead.`);
    case 'organizer_has_orders':
      return i18n._(msg`This organizer has orders, so it can only be archived, not deleted.`);
    case 'last_active_organizer':
      return i18n._(msg`The account needs at least one active organizer.`);
    case 'pdf_being_prepared':
      return i18n._(msg`The PDF is being prepared. Please try again in a few seconds.`);
    // The waiting list (issue 31).
    case 'waitlist_closed':
      return i18n._(msg`The organizer does not keep a waiting list for this ticket.`);
    case 'waitlist_already_joined':
      return i18n._(msg`This email address is already on the waiting list for this ticket.`);
    case 'waitlist_not_needed':
      return i18n._(msg`Tickets are available again: you can buy them now.`);
    case 'waitlist_entry_closed':
      return i18n._(msg`This waiting list entry is no longer open.`);
    case 'waitlist_offer_closed':
      return i18n._(msg`This offer is no longer open.`);
    case 'waitlist_no_lottery':
      return i18n._(msg`This event has no lottery: set a lottery time in the waiting list settings first.`);
    case 'waitlist_lottery_open':
      return i18n._(msg`The lottery can be drawn once its entry time has passed.`);
    case 'waitlist_lottery_drawn':
      return i18n._(msg`This lottery was already drawn.`);
    // Email templates (decision 165).
    case 'email_template_exists':
      return i18n._(msg`This email already has a template here. Reload the page and edit it.`);
    case 'account_unverified':
      return i18n._(msg`Confirm your account's email address first.`);
    default:
      return null;
  }
}

/**
 * An error body in the reader's language. English readers get the server's own sentences (they name the product,
 * the field, the limit); others get each code's text, or the text of the answer's class for a code this build does
 * not know (a rule added to the server later), never English.
 */
export function localizeErrorBody(
  body: TErrorResponse,
  status: number,
): { message: string; fieldErrors: Record<string, string[]> } {
  if (i18n.locale === 'en') return { message: body.message, fieldErrors: body.errors };
  const fallback = () => i18n._(msg`This doesn't look right. Check it and try again.`);
  let message = body.code ? errorCodeText({ code: body.code, params: body.params }) : null;
  const shortages = (body as { shortages?: unknown }).shortages;
  if (body.code === 'not_enough_tickets' && Array.isArray(shortages)) {
    const parts = shortages.map((item) => errorCodeText(item as TErrorDetail)).filter(Boolean);
    if (parts.length > 0) message = parts.join(' ');
  }
  message ??= errorCodeText({ code: generalCodeOfStatus(status) }) ?? fallback();
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(body.errors)) {
    const codes = body.error_codes?.[field] ?? [];
    fieldErrors[field] = messages.map((_, index) => {
      const detail = codes[index];
      return (detail && errorCodeText(detail)) ?? fallback();
    });
  }
  return { message, fieldErrors };
}
