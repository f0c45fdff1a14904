import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Collapse, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { SOCIAL_NETWORKS, type TOrganizerSettings } from '@marquee/core';
import {
  IconBrandBluesky,
  IconBrandDiscord,
  IconBrandFacebook,
  IconBrandGithub,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandMastodon,
  IconBrandPinterest,
  IconBrandReddit,
  IconBrandSnapchat,
  IconBrandSpotify,
  IconBrandTelegram,
  IconBrandThreads,
  IconBrandTiktok,
  IconBrandTwitch,
  IconBrandVimeo,
  IconBrandVk,
  IconBrandWeibo,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconChevronDown,
  IconChevronUp,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { SectionActions } from '../../../../components/section-actions';
import { useOrganizerSettingsForm } from './organizer-settings-form';

type TNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Brand names stay as the brands write them, in every language. */
const NETWORKS: Record<TNetwork, { name: string; icon: Icon }> = {
  facebook: { name: 'Facebook', icon: IconBrandFacebook },
  instagram: { name: 'Instagram', icon: IconBrandInstagram },
  x: { name: 'X', icon: IconBrandX },
  linkedin: { name: 'LinkedIn', icon: IconBrandLinkedin },
  youtube: { name: 'YouTube', icon: IconBrandYoutube },
  tiktok: { name: 'TikTok', icon: IconBrandTiktok },
  discord: { name: 'Discord', icon: IconBrandDiscord },
  snapchat: { name: 'Snapchat', icon: IconBrandSnapchat },
  twitch: { name: 'Twitch', icon: IconBrandTwitch },
  reddit: { name: 'Reddit', icon: IconBrandReddit },
  pinterest: { name: 'Pinterest', icon: IconBrandPinterest },
  whatsapp: { name: 'WhatsApp', icon: IconBrandWhatsapp },
  telegram: { name: 'Telegram', icon: IconBrandTelegram },
  github: { name: 'GitHub', icon: IconBrandGithub },
  vimeo: { name: 'Vimeo', icon: IconBrandVimeo },
  vk: { name: 'VK', icon: IconBrandVk },
  weibo: { name: 'Weibo', icon: IconBrandWeibo },
  threads: { name: 'Threads', icon: IconBrandThreads },
  bluesky: { name: 'Bluesky', icon: IconBrandBluesky },
  mastodon: { name: 'Mastodon', icon: IconBrandMastodon },
  spotify: { name: 'Spotify', icon: IconBrandSpotify },
};

/** Reference §2.6: the six everyone uses are shown; the rest fold away until needed. */
const SHOWN_COUNT = 6;
const SHOWN = SOCIAL_NETWORKS.slice(0, SHOWN_COUNT);
const MORE = SOCIAL_NETWORKS.slice(SHOWN_COUNT);

type TSocialValues = { social_media_handles: Record<TNetwork, string> };

const toValues = (settings: TOrganizerSettings): TSocialValues => ({
  social_media_handles: Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, settings.social_media_handles[network] ?? '']),
  ) as Record<TNetwork, string>,
});

/** Links to the organizer's social profiles; emptying a field removes that link. */
export function OrganizerSocialSection({
  organizerId,
  settings,
}: {
  organizerId: string;
  settings: TOrganizerSettings;
}) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useOrganizerSettingsForm<TSocialValues>({
    organizerId,
    settings,
    toValues,
    toBody: (values) => ({
      social_media_handles: Object.fromEntries(
        Object.entries(values.social_media_handles).map(([network, handle]) => [network, handle.trim() || null]),
      ),
    }),
    successMessage: t`Social links saved.`,
  });
  // A link already saved under "more" keeps the list open, so nobody wonders where it went.
  const [isMoreOpen, setIsMoreOpen] = useState(() => MORE.some((network) => settings.social_media_handles[network]));
  const moreCount = MORE.length;

  const field = (network: TNetwork) => {
    const { name, icon: NetworkIcon } = NETWORKS[network];
    return (
      <TextInput
        key={network}
        label={name}
        placeholder={t`Profile link or @handle`}
        maxLength={255}
        leftSection={<NetworkIcon size={16} aria-hidden />}
        {...form.getInputProps(`social_media_handles.${network}`)}
      />
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {SHOWN.map(field)}
        </SimpleGrid>
        <Button
          variant="subtle"
          size="xs"
          onClick={() => setIsMoreOpen((open) => !open)}
          aria-expanded={isMoreOpen}
          rightSection={
            isMoreOpen ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />
          }
          style={{ alignSelf: 'flex-start' }}
        >
          {isMoreOpen ? <Trans>Fewer networks</Trans> : <Trans>{moreCount} more networks</Trans>}
        </Button>
        <Collapse expanded={isMoreOpen}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {MORE.map(field)}
          </SimpleGrid>
        </Collapse>
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
