/**
 * The public-event feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export {
  abandonPublicOrder,
  currentLocale,
  fetchPublicEvent,
  publicEventPath,
  publicOrderPath,
} from './api/public-event-calls';
export { EventCalendarShare } from './components/event-calendar-share';
export { DEFAULT_COVER_ASPECT_RATIO, EventDates, EventLocation, useEventDates } from './components/event-header';
export { EventPageView } from './components/event-page-view';
export { WidgetView } from './components/widget-view';
export { WaitlistEntryNotFound, WaitlistEntryView } from './components/waitlist-entry-view';
export { useWaitlistEntry } from './api/public-waitlist-queries';
export { useCheckoutEntryPath } from './hooks/use-checkout-entry';
export { checkoutEntryPath } from './lib/checkout-step';
