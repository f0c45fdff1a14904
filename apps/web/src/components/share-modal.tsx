import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { slugify } from '@marquee/core';
import {
  IconBrandFacebook,
  IconBrandLinkedin,
  IconBrandPinterest,
  IconBrandReddit,
  IconBrandTelegram,
  IconBrandWhatsapp,
  IconBrandX,
  IconCheck,
  IconCopy,
  IconDownload,
  IconMail,
  IconShare,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { saveBlob } from '../lib/download-file';
import { notifyError } from '../lib/notify';
import { encodeQr, qrPngBlob } from '../lib/qr-code';
import { QrCode } from './qr-code';

type TShareTarget = { name: string; icon: ReactNode; href: string };

/** Share links of the common networks; each opens the network's own share page with the URL filled in. */
export function shareTargets(url: string, title: string): TShareTarget[] {
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  return [
    { name: 'X', icon: <IconBrandX size={18} />, href: `https://x.com/intent/post?url=${u}&text=${text}` },
    {
      name: 'LinkedIn',
      icon: <IconBrandLinkedin size={18} />,
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      name: 'Facebook',
      icon: <IconBrandFacebook size={18} />,
      href: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    },
    { name: 'WhatsApp', icon: <IconBrandWhatsapp size={18} />, href: `https://wa.me/?text=${text}%20${u}` },
    { name: 'Telegram', icon: <IconBrandTelegram size={18} />, href: `https://t.me/share/url?url=${u}&text=${text}` },
    {
      name: 'Reddit',
      icon: <IconBrandReddit size={18} />,
      href: `https://www.reddit.com/submit?url=${u}&title=${text}`,
    },
    {
      name: 'Pinterest',
      icon: <IconBrandPinterest size={18} />,
      href: `https://pinterest.com/pin/create/button/?url=${u}&description=${text}`,
    },
    { name: 'Email', icon: <IconMail size={18} />, href: `mailto:?subject=${text}&body=${u}` },
  ];
}

type TShareModalProps = {
  opened: boolean;
  onClose: () => void;
  url: string;
  /** The text shared with the link (the event's or the organizer's name). */
  title: string;
  heading: ReactNode;
  /** The QR code PNG's file name, without `.png`; the title's slug followed by `-qr-code` by default. */
  qrFileName?: string;
};

/** The QR code PNG's default name: `late-jazz-session-qr-code`. */
export const defaultQrFileName = (title: string) => `${slugify(title, 'link')}-qr-code`;

/** Copy the link, send it to a network, download its QR code, or use the device's own share sheet where there is one. */
export function ShareModal({ opened, onClose, url, title, heading, qrFileName }: TShareModalProps) {
  const { t } = useLingui();
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function downloadQr() {
    try {
      saveBlob(await qrPngBlob(encodeQr(url)), `${qrFileName ?? defaultQrFileName(title)}.png`);
    } catch {
      notifyError(t`The QR code could not be saved.`);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={heading} centered size="md">
      <Stack gap="md">
        <TextInput
          label={t`Link`}
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          rightSectionWidth={44}
          rightSection={
            <CopyButton value={url} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t`Copied` : t`Copy link`} withArrow>
                  <ActionIcon
                    variant={copied ? 'filled' : 'light'}
                    color={copied ? 'teal' : undefined}
                    onClick={copy}
                    aria-label={copied ? t`Copied` : t`Copy link`}
                  >
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
        <Group gap="md" wrap="nowrap" align="center">
          <Paper withBorder radius="sm" p={4} bg="white" style={{ lineHeight: 0, flexShrink: 0 }}>
            <QrCode value={url} label={t`QR code of the link`} size={112} testId="share-qr-code" />
          </Paper>
          <Stack gap={6} align="flex-start">
            <Text size="sm" fw={600}>
              <Trans>QR code</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>For posters, flyers and screens: scanning it opens the link.</Trans>
            </Text>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void downloadQr()}
            >
              <Trans>Download PNG</Trans>
            </Button>
          </Stack>
        </Group>
        <Text size="sm" fw={600}>
          <Trans>Share on</Trans>
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs">
          {shareTargets(url, title).map((target) => (
            <Button
              key={target.name}
              component="a"
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              variant="default"
              size="xs"
              leftSection={<span aria-hidden>{target.icon}</span>}
            >
              {target.name === 'Email' ? t`Email` : target.name}
            </Button>
          ))}
        </SimpleGrid>
        {canShareNatively ? (
          <Group justify="flex-end">
            <Button
              variant="light"
              leftSection={<IconShare size={16} aria-hidden />}
              onClick={() => void navigator.share({ url, title }).catch(() => undefined)}
            >
              <Trans>More ways to share</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Modal>
  );
}
