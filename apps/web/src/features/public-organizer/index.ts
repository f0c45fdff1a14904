/**
 * The public-organizer feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export {
  publicOrganizerEventsQueryOptions,
  publicOrganizerQueryOptions,
  usePublicOrganizer,
  usePublicOrganizerEvents,
} from './api/public-organizer';
export { ContactModal } from './components/contact-modal';
export { EventCard } from './components/event-card';
export { OrganizerHeader } from './components/organizer-header';
export { usePreviewImages, withPreviewImages } from './hooks/use-preview-images';
