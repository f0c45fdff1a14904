/*
 * The pages a buyer reaches after the event page (checkout, tickets, prints, "find my tickets") and the
 * organizer's public page. The server answers them with the web app's light buyer entry (decision 115) and
 * that entry's router sends every other path to the full app: one list, so the two can never disagree
 * (a path the server sends to the buyer entry but its router does not know would reload for ever).
 */
const BUYER_PAGE_PATHS: readonly RegExp[] = [
  /^\/checkout\/[^/]+\/?$/,
  /^\/checkout\/[^/]+\/[^/]+\/(details|payment|payment_return|summary)\/?$/,
  /^\/product\/[^/]+\/[^/]+(\/print)?\/?$/,
  /^\/order\/[^/]+\/[^/]+\/print\/?$/,
  /^\/my-tickets(\/[^/]+)?\/?$/,
  /^\/order-email\/[^/]+\/(confirm|undo)\/?$/,
  /^\/waitlist\/[^/]+\/?$/,
  /^\/events\/[^/]+(\/[^/]+)?(\/past-events)?\/?$/,
];

/** Whether a path (without its query string) is one of the buyer's pages served by the light buyer entry. */
export function isBuyerPagePath(pathname: string): boolean {
  return BUYER_PAGE_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * The Continue button's text until the organizer writes their own. Stored in English for API readers; buyer pages
 * show their own word in the buyer's language for it (`customContinueText`).
 */
export const DEFAULT_CONTINUE_BUTTON_TEXT = 'Continue';

/** The organizer's own button text, or null when it is the default (shown translated instead). */
export function customContinueText(text: string | null | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed && trimmed !== DEFAULT_CONTINUE_BUTTON_TEXT ? trimmed : null;
}
