import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { WidgetConfigurator } from '../../../features/widget';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** /manage/event/{id}/widget: the embeddable widget's configurator (issue 28, decision 153). */
export function EventWidgetPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Widget embed`);
  return (
    <div>
      <PageHeader
        title={<Trans>Widget embed</Trans>}
        description={
          <Trans>Sell tickets on your own website: choose the look, then copy the code into your page.</Trans>
        }
      />
      <WidgetConfigurator key={event.id} eventId={event.id} />
    </div>
  );
}
