/**
 * The reports feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { EventReportView } from './components/event-report-view';
export { EventReportsIndex } from './components/event-reports-index';
export { OrganizerReportsView } from './components/organizer-reports-view';
export { useReportLabels } from './lib/report-labels';
export { eventReportPath, eventReportsPath, isEventReportType } from './lib/report-types';
