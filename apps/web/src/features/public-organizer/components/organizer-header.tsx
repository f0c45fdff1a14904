import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Avatar, Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { countryName, type TPublicOrganizer } from '@marquee/core';
import { IconMail, IconMapPin, IconWorld } from '@tabler/icons-react';

const NETWORK_NAMES: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

const linkOf = (value: string) => (/^https?:\/\//i.test(value) ? value : null);

/** Cover (with its placeholder), logo, name, place, website, social links and Contact: the page's hero block. */
export function OrganizerHeader({ organizer, onContact }: { organizer: TPublicOrganizer; onContact: () => void }) {
  const { t, i18n } = useLingui();
  const cover = organizer.images.find((image) => image.type === 'ORGANIZER_COVER');
  const logo = organizer.images.find((image) => image.type === 'ORGANIZER_LOGO');
  const website = organizer.settings.website_url ?? organizer.website;
  const location = organizer.settings.location_details;
  const country = location?.country ? countryName(location.country, i18n.locale) : null;
  const place = location ? [location.venue_name, location.city, country].filter(Boolean).join(', ') : '';
  const socials = Object.entries(organizer.settings.social_media_handles)
    .map(([network, value]) => ({ network, url: value ? linkOf(value) : null }))
    .filter((item): item is { network: string; url: string } => item.url !== null);
  const name = organizer.name;
  return (
    <Stack gap="md">
      {cover && (
        <Image
          src={cover.url}
          width={cover.width}
          height={cover.height}
          alt={t`Cover image of ${name}`}
          radius="md"
          fetchPriority="high"
          style={{
            aspectRatio: `${cover.width} / ${cover.height}`,
            height: 'auto',
            width: '100%',
            backgroundColor: cover.average_colour,
            backgroundImage: `url(${cover.lqip})`,
            backgroundSize: 'cover',
          }}
        />
      )}
      <Group gap="md" wrap="nowrap" align="center">
        {logo && <Avatar src={logo.url} alt={t`Logo of ${name}`} size={72} radius="md" />}
        <Title order={1} fz={{ base: 26, sm: 34 }}>
          {organizer.name}
        </Title>
      </Group>
      <Group gap="lg">
        {place && (
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text fz="sm">{place}</Text>
          </Group>
        )}
        {website && linkOf(website) && (
          <Group gap={6} wrap="nowrap">
            <IconWorld size={16} aria-hidden />
            <Anchor href={website} target="_blank" rel="noopener noreferrer" fz="sm">
              {website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
            </Anchor>
          </Group>
        )}
        {socials.map((social) => (
          <Anchor key={social.network} href={social.url} target="_blank" rel="noopener noreferrer" fz="sm">
            {NETWORK_NAMES[social.network] ?? social.network}
          </Anchor>
        ))}
      </Group>
      <Group>
        <Button variant="light" leftSection={<IconMail size={16} aria-hidden />} onClick={onContact}>
          <Trans context="contact button">Contact</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
