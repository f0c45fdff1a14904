import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { EventCoverSection } from '../../../features/events';
import { HomepageDesigner } from '../../../features/homepage-design';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** /manage/event/{id}/homepage-designer: the event page's theme and sections, with a live preview (issue 29). */
export function EventHomepageDesignerPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Homepage designer`);
  return (
    <div>
      <PageHeader
        title={<Trans>Homepage designer</Trans>}
        description={
          <Trans>
            Colours, cover and the blocks of your event page. Save a draft as you go; buyers see it once you publish.
          </Trans>
        }
      />
      <HomepageDesigner
        key={event.id}
        page={{ kind: 'event', id: event.id }}
        images={event.images}
        imageFields={<EventCoverSection event={event} />}
      />
    </div>
  );
}
