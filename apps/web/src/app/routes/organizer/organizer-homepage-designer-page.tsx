import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../../components/page-header';
import { HomepageDesigner } from '../../../features/homepage-design';
import { OrganizerImagesSection } from '../../../features/organizers';
import { useOrganizerOutlet } from '../../layouts/organizer-layout';
import { usePageTitle } from '../use-page-title';

/**
 * /manage/organizer/{id}/organizer-homepage-designer: the organizer page's theme and sections, with a live preview
 * (issue 29).
 */
export function OrganizerHomepageDesignerPage() {
  const { t } = useLingui();
  const { organizer } = useOrganizerOutlet();
  const name = organizer.name;
  usePageTitle(t`${name} · Homepage designer`);
  return (
    <div>
      <PageHeader
        title={<Trans>Homepage designer</Trans>}
        description={
          <Trans>
            Colours, logo, cover and the blocks of the page that lists your events. Save a draft as you go; visitors see
            it once you publish.
          </Trans>
        }
      />
      <HomepageDesigner
        key={organizer.id}
        page={{ kind: 'organizer', id: organizer.id }}
        images={organizer.images}
        imageFields={<OrganizerImagesSection organizer={organizer} />}
      />
    </div>
  );
}
