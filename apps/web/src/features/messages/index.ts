/**
 * The messages feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { ComposeMessageButton } from './components/compose-message-button';
export { ComposeMessageModal } from './components/compose-message-modal';
export { MessagesInbox } from './components/messages-inbox';
export { useMessagingGate } from './hooks/use-messaging-gate';
export { attendeeMessagePreset, orderMessagePreset, ticketHoldersMessagePreset } from './lib/compose-form';
