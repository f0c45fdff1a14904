import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, List, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconCalendarEvent, IconMailCheck, IconTicket, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '../../features/users/api/current-user';
import { ConfirmEmailCode } from '../../features/users/components/confirm-email-code';
import { SIGNED_IN_HOME_PATH } from './root-redirect';
import { usePageTitle } from './use-page-title';

/**
 * The first minutes after registering. Step 1 confirms the email (skipped when already done or put off);
 * the last step says what comes next.
 * TODO(organizers issue): insert "Create your organizer" between the two steps, replacing the
 * organizer paragraph of ReadyStep, and send the user on to it.
 */
const STEP_COUNT = 2;

export function WelcomePage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const [isPutOff, setIsPutOff] = useState(false);
  usePageTitle(t`Welcome`);
  const active = user.is_email_verified || isPutOff ? 1 : 0;
  const stepNumber = active + 1;
  const firstName = user.first_name;

  return (
    <Stack maw={680} mx="auto" gap="xl">
      <Stack gap={4} ta="center">
        <Title order={1} fz={{ base: 26, sm: 32 }}>
          <Trans>Welcome, {firstName}!</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>A couple of quick steps and you're ready to sell tickets.</Trans>
        </Text>
      </Stack>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap={6} mb="lg">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={700} c="dimmed">
              <Trans>
                Step {stepNumber} of {STEP_COUNT}
              </Trans>
            </Text>
            {user.is_email_verified ? (
              <Badge color="teal" variant="light" leftSection={<IconMailCheck size={12} aria-hidden />}>
                <Trans>Email confirmed</Trans>
              </Badge>
            ) : null}
          </Group>
          <Progress
            value={(stepNumber / STEP_COUNT) * 100}
            size="sm"
            radius="xl"
            aria-label={t`Getting started progress`}
            transitionDuration={300}
          />
        </Stack>
        {active === 0 ? (
          <Stack gap="lg">
            <Title order={2} fz={{ base: 20, sm: 22 }} ta="center">
              <Trans>Confirm your email</Trans>
            </Title>
            <ConfirmEmailCode user={user} onSkip={() => setIsPutOff(true)} />
          </Stack>
        ) : (
          <ReadyStep isEmailPending={!user.is_email_verified} />
        )}
      </Paper>
    </Stack>
  );
}

function ReadyStep({ isEmailPending }: { isEmailPending: boolean }) {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={2} fz={{ base: 20, sm: 22 }}>
          <Trans>Your account is ready</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Here's how selling tickets works, once events arrive on your dashboard:</Trans>
        </Text>
      </Stack>
      <List spacing="md" center>
        <List.Item
          icon={
            <ThemeIcon variant="light" radius="xl" size={32}>
              <IconUsers size={18} aria-hidden />
            </ThemeIcon>
          }
        >
          <Trans>Create an organizer: the name, logo and page your buyers see.</Trans>
        </List.Item>
        <List.Item
          icon={
            <ThemeIcon variant="light" radius="xl" size={32}>
              <IconCalendarEvent size={18} aria-hidden />
            </ThemeIcon>
          }
        >
          <Trans>Add an event with its date, place and description.</Trans>
        </List.Item>
        <List.Item
          icon={
            <ThemeIcon variant="light" radius="xl" size={32}>
              <IconTicket size={18} aria-hidden />
            </ThemeIcon>
          }
        >
          <Trans>Set up tickets, publish, and share the link.</Trans>
        </List.Item>
      </List>
      {isEmailPending ? (
        <Text size="sm" c="dimmed">
          <Trans>Remember to confirm your email address: the banner at the top of every page lets you resend it.</Trans>
        </Text>
      ) : null}
      <Button
        component={Link}
        to={SIGNED_IN_HOME_PATH}
        size="md"
        rightSection={<IconArrowRight size={18} aria-hidden />}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Go to my events</Trans>
      </Button>
    </Stack>
  );
}
