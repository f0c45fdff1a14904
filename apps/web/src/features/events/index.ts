/**
 * The events feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { eventKeys, eventPath, useEvent, useEvents, useEventSettings, usePatchEventSettings } from './api/events';
export { CreateEventModal } from './components/create-event-modal';
export { DuplicateEventModal } from './components/duplicate-event-modal';
export { EventCard } from './components/event-card';
export { EventStatusControl, useEventStatusFlow } from './components/event-status-control';
export { EventSummaryCard } from './components/event-summary-card';
export { EventsList } from './components/events-list';
export { FirstEventForm } from './components/first-event-form';
export { EventCheckoutSection } from './components/settings/event-checkout-section';
export { EventCoverSection } from './components/settings/event-cover-section';
export { EventDangerSection } from './components/settings/event-danger-section';
export { EventDetailsSection } from './components/settings/event-details-section';
export { EventEmailSection } from './components/settings/event-email-section';
export { EventInvoicingSection } from './components/settings/event-invoicing-section';
export { EventLocationSection } from './components/settings/event-location-section';
export { EventMiscSection } from './components/settings/event-misc-section';
export { EventPaymentSection } from './components/settings/event-payment-section';
export { EventSeoSection } from './components/settings/event-seo-section';
export { EventWaitlistSection } from './components/settings/event-waitlist-section';
export { STATUS_COLORS, useEventLabels } from './hooks/use-event-labels';
export { gettingStartedChecklist, type TChecklistKey } from './lib/getting-started';
