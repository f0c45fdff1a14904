import { Trans, useLingui } from '@lingui/react/macro';
import { IconPalette } from '@tabler/icons-react';
import { ComingSoonPanel } from '../../../components/coming-soon-panel';
import { usePageTitle } from '../use-page-title';

export function OrganizerHomepageDesignerPage() {
  const { t } = useLingui();
  usePageTitle(t`Homepage designer`);
  return (
    <ComingSoonPanel
      icon={<IconPalette size={28} />}
      title={<Trans>Homepage designer</Trans>}
      description={<Trans>Design the public page that lists this organizer's events, with a live preview.</Trans>}
      features={[
        <Trans key="a">Colours, light or dark theme and background</Trans>,
        <Trans key="b">The logo and cover you upload in the settings</Trans>,
      ]}
    />
  );
}
