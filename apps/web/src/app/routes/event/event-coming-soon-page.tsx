import { Trans, useLingui } from '@lingui/react/macro';
import { IconPalette, IconTicket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ComingSoonPanel } from '../../../components/coming-soon-panel';
import { usePageTitle } from '../use-page-title';

export type TEventComingSoonFeature = 'homepage-designer' | 'ticket-designer';

type TPanel = { title: string; icon: ReactNode; description: ReactNode; features: ReactNode[] };

function usePanels(): Record<TEventComingSoonFeature, TPanel> {
  const { t } = useLingui();
  const size = 28;
  return {
    'homepage-designer': {
      title: t`Homepage designer`,
      icon: <IconPalette size={size} />,
      description: <Trans>Style the event page with your colours and cover, with a live preview.</Trans>,
      features: [<Trans key="a">The cover you upload in the settings is already used</Trans>],
    },
    'ticket-designer': {
      title: t`Ticket designer`,
      icon: <IconTicket size={size} />,
      description: <Trans>Put your logo, colours and a footer on the tickets attendees receive.</Trans>,
      features: [<Trans key="a">A live and a print preview</Trans>],
    },
  };
}

/** Event-area screens that later releases fill, each saying what it will do. */
export function EventComingSoonPage({ feature }: { feature: TEventComingSoonFeature }) {
  const panel = usePanels()[feature];
  usePageTitle(panel.title);
  return (
    <ComingSoonPanel icon={panel.icon} title={panel.title} description={panel.description} features={panel.features} />
  );
}
