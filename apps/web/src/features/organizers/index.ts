/**
 * The organizers feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { organizerKeys, organizerPath, useOrganizer, useOrganizers, useOrganizerSettings } from './api/organizers';
export { CreateOrganizerModal } from './components/create-organizer-modal';
export { OrganizerAvatar } from './components/organizer-avatar';
export { OrganizerCreateForm } from './components/organizer-create-form';
export { OrganizerDeleteSection } from './components/organizer-delete-section';
export { OrganizerPublicLinkHint } from './components/organizer-public-link-hint';
export { OrganizerStatusControl, useOrganizerStatusChange } from './components/organizer-status-control';
export { OrganizerAddressSection } from './components/settings/organizer-address-section';
export { OrganizerBasicsSection } from './components/settings/organizer-basics-section';
export { OrganizerDefaultsSection } from './components/settings/organizer-defaults-section';
export { OrganizerImagesSection } from './components/settings/organizer-images-section';
export { OrganizerEmailSection, OrganizerSeoSection } from './components/settings/organizer-seo-section';
export { OrganizerSocialSection } from './components/settings/organizer-social-section';
export { SwitchOrganizerModal } from './components/switch-organizer-modal';
