import { useLingui } from '@lingui/react/macro';
import { QuestionsPanel } from '../../../features/questions';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference §2 questions. */
export function EventQuestionsPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Questions`);
  return <QuestionsPanel event={event} />;
}
