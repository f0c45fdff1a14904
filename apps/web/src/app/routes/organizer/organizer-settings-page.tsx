import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBrandInstagram,
  IconCalendarCog,
  IconId,
  IconMail,
  IconMapPin,
  IconPhoto,
  IconSearch,
} from '@tabler/icons-react';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { SettingsSection, SettingsSectionsLayout } from '../../../components/settings-sections';
import { EmailTemplatesPanel } from '../../../features/email-templates';
import {
  useOrganizerSettings,
  useOrganizerStatusChange,
  OrganizerAddressSection,
  OrganizerDeleteSection,
  OrganizerBasicsSection,
  OrganizerDefaultsSection,
  OrganizerImagesSection,
  OrganizerEmailSection,
  OrganizerSeoSection,
  OrganizerSocialSection,
} from '../../../features/organizers';
import { useOrganizerOutlet } from '../../layouts/organizer-layout';
import { usePageTitle } from '../use-page-title';

/** Reference §2.6 settings: each section saves on its own; a sticky menu leads through them. */
export function OrganizerSettingsPage() {
  const { t } = useLingui();
  const { organizer } = useOrganizerOutlet();
  const settings = useOrganizerSettings(organizer.id);
  const { apply, isPending } = useOrganizerStatusChange(organizer);
  const name = organizer.name;
  usePageTitle(t`${name} · Settings`);
  const icon = (Icon: typeof IconId) => <Icon size={16} aria-hidden />;

  const sections = [
    { id: 'details', label: t`Details`, icon: icon(IconId) },
    { id: 'images', label: t`Logo and cover`, icon: icon(IconPhoto) },
    { id: 'event-defaults', label: t`Event defaults`, icon: icon(IconCalendarCog) },
    { id: 'address', label: t`Address`, icon: icon(IconMapPin) },
    { id: 'social', label: t`Social links`, icon: icon(IconBrandInstagram) },
    { id: 'seo', label: t`Search and visibility`, icon: icon(IconSearch) },
    { id: 'email', label: t`Email`, icon: icon(IconMail) },
    { id: 'danger', label: t`Danger zone`, icon: icon(IconAlertTriangle) },
  ];

  const settingsBody = (render: (loaded: NonNullable<typeof settings.data>) => React.ReactNode) =>
    settings.data ? (
      render(settings.data)
    ) : settings.isError ? (
      <LoadError
        withPaper={false}
        title={<Trans>We couldn't load these settings</Trans>}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    ) : (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );

  return (
    <div>
      <PageHeader title={<Trans>Organizer settings</Trans>} description={name} />
      <SettingsSectionsLayout sections={sections}>
        <SettingsSection id="details" title={<Trans>Details</Trans>}>
          <OrganizerBasicsSection organizer={organizer} />
        </SettingsSection>
        <SettingsSection
          id="images"
          title={<Trans>Logo and cover</Trans>}
          description={<Trans>Shown on your organizer page and beside your events.</Trans>}
        >
          <OrganizerImagesSection organizer={organizer} />
        </SettingsSection>
        <SettingsSection
          id="event-defaults"
          title={<Trans>Event defaults</Trans>}
          description={<Trans>How new events of this organizer start out.</Trans>}
        >
          {settingsBody((loaded) => (
            <OrganizerDefaultsSection organizerId={organizer.id} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection
          id="address"
          title={<Trans>Address</Trans>}
          description={<Trans>Where you are based; new in-person events start at this address.</Trans>}
        >
          {settingsBody((loaded) => (
            <OrganizerAddressSection organizerId={organizer.id} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection id="social" title={<Trans>Social links</Trans>}>
          {settingsBody((loaded) => (
            <OrganizerSocialSection organizerId={organizer.id} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection id="seo" title={<Trans>Search and visibility</Trans>}>
          {settingsBody((loaded) => (
            <OrganizerSeoSection organizerId={organizer.id} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection id="email" title={<Trans>Email</Trans>}>
          {settingsBody((loaded) => (
            <OrganizerEmailSection organizerId={organizer.id} settings={loaded} />
          ))}
          <EmailTemplatesPanel place={{ kind: 'organizer', organizerId: organizer.id }} />
        </SettingsSection>
        <SettingsSection id="danger" title={<Trans>Danger zone</Trans>} isDanger>
          <Group justify="space-between" gap="md">
            <Text size="sm" maw={480}>
              {organizer.status === 'ARCHIVED' ? (
                <Trans>
                  This organizer is archived. Restore it as a draft to use it again; its events stay archived.
                </Trans>
              ) : (
                <Trans>
                  Archiving takes the organizer page offline and archives all its events. Your only active organizer
                  cannot be archived.
                </Trans>
              )}
            </Text>
            {organizer.status === 'ARCHIVED' ? (
              <Button variant="default" loading={isPending} onClick={() => void apply('DRAFT')}>
                <Trans>Restore organizer</Trans>
              </Button>
            ) : (
              <Button color="red" variant="light" loading={isPending} onClick={() => void apply('ARCHIVED')}>
                <Trans>Archive organizer</Trans>
              </Button>
            )}
          </Group>
          <OrganizerDeleteSection organizer={organizer} />
        </SettingsSection>
      </SettingsSectionsLayout>
    </div>
  );
}
