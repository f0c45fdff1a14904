import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconMapSearch, IconMoodSad } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useConfig } from '../lib/config-context';
import { useDocumentMeta } from '../lib/document-meta';
import { Logo } from './logo';
import backdrop from './page-backdrop.module.css';
import { PoweredByFooter } from './powered-by-footer';

export type TErrorScreenVariant = 'not-found' | 'generic';

const TEXTS = {
  'not-found': {
    title: msg`We can't find that page`,
    description: msg`The link may be broken, or the page may have moved or been removed. Let's get you back on track.`,
  },
  generic: {
    title: msg`Something went wrong`,
    description: msg`Sorry, we hit an unexpected problem. Please try again in a moment; if it keeps happening, let us know.`,
  },
} as const;

/** Spec §2: the full-page error for a 404 or any other failure, with a way home. */
export function ErrorScreen({
  variant,
  description: override,
}: {
  variant: TErrorScreenVariant;
  description?: string;
}) {
  const { i18n } = useLingui();
  const config = useConfig();
  const title = i18n._(TEXTS[variant].title);
  const description = override ?? i18n._(TEXTS[variant].description);
  useDocumentMeta({ title: `${title} | ${config.appName}`, description });

  return (
    <Center className={backdrop.backdrop} p="md">
      <Stack align="center" gap="xl" w="100%" maw={520}>
        <Logo height={40} />
        <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
              {variant === 'not-found' ? <IconMapSearch size={34} /> : <IconMoodSad size={34} />}
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            <Text c="dimmed">{description}</Text>
            {config.platformSupportEmail ? <SupportLine email={config.platformSupportEmail} /> : null}
            <Button component={Link} to="/" size="md" leftSection={<IconHome size={18} aria-hidden />}>
              <Trans>Take me home</Trans>
            </Button>
          </Stack>
        </Paper>
        <PoweredByFooter content="error-page" />
      </Stack>
    </Center>
  );
}

/** PLATFORM_SUPPORT_EMAIL, where someone stuck on an error page looks for help. */
export function SupportLine({ email }: { email: string }) {
  return (
    <Text size="sm" data-testid="support-email">
      <Trans>
        Need help? Write to <Anchor href={`mailto:${email}`}>{email}</Anchor>
      </Trans>
    </Text>
  );
}
