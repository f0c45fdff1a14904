import { useLingui } from '@lingui/react/macro';
import { MessagesInbox } from '../../../features/messages';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference: messages (server-behaviour §10, docs/decisions/101-messages.md). */
export function EventMessagesPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Messages`);
  return <MessagesInbox event={event} />;
}
