/**
 * The checkout feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export {
  publicEventQueryOptions,
  publicKeys,
  useAbandonPublicOrder,
  useAwaitOfflinePayment,
  useOrderEmailChangeLink,
  usePublicOrder,
  usePublicTicket,
  useSavePublicOrderDetails,
} from './api/public-checkout';
export { useStripePaymentStatus } from './api/stripe-payment';
export { CancelOrderButton } from './components/abandon-order';
export { CheckoutHeading, CheckoutQueryState, eventPagePath, ReservationExpired } from './components/checkout-frame';
export { DetailsForm } from './components/details-form';
export { OrderSummary } from './components/order-summary';
export { PageLoaderInline } from './components/page-loader-inline';
export { checkAnswers, QuestionFields, toAnswerInputs, type TQuestionResponse } from './components/question-field';
export { ReservationCountdown } from './components/reservation-countdown';
export { SummaryBuyerCard } from './components/summary-buyer-card';
export { SummaryEventCard } from './components/summary-event-card';
export { SummaryTickets } from './components/summary-tickets';
export { TicketCard, ticketClasses } from './components/ticket-card';
export { TicketPaperStyle } from './components/ticket-paper-style';
export { useCheckoutOrder, useEventLocale } from './hooks/use-checkout-order';
export { useConfirmAbandon } from './hooks/use-confirm-abandon';
export { usePrintWhenReady } from './hooks/use-print-when-ready';
export { formatCountdown, secondsLeft } from './lib/countdown';
export { PAYMENT_RETURN_POLL_MS, shouldPollPayment } from './lib/payment-return';
export { orderTicketsPdfUrl, ticketPageCss, ticketPdfUrl } from './lib/ticket-links';
