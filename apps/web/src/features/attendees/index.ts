/**
 * The attendees feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { downloadAttendeesExport } from './api/attendees';
export { AddAttendeeModal } from './components/add-attendee-modal';
export { AttendeesList } from './components/attendees-list';
