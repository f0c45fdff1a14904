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
  /^\/events\/[^/]+(\/[^/]+)?(\/past-events)?\/?$/,
];

/** Whether a path (without its query string) is one of the buyer's pages served by the light buyer entry. */
export function isBuyerPagePath(pathname: string): boolean {
  return BUYER_PAGE_PATHS.some((pattern) => pattern.test(pathname));
}
