/**
 * The support-chat feature's face: what other features and the app's routes and layouts may import from it
 * (docs/ARCHITECTURE.md, Ownership; decision 126). Re-exports only, no code of its own.
 */
export { useSupportChat } from './hooks/use-support-chat';
export { SUPPORT_CHAT_SCRIPT_ID } from './lib/support-chat-sdk';
