import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TOrganizer } from '@marquee/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LoadError } from '../../components/load-error';
import { useEvents, FirstEventForm } from '../../features/events';
import { useOrganizers, OrganizerCreateForm } from '../../features/organizers';
import { useSignedInUser, ConfirmEmailCode } from '../../features/users';
import { notifySuccess } from '../../lib/notify';
import { SIGNED_IN_HOME_PATH } from './root-redirect';
import { usePageTitle } from './use-page-title';

/** Confirm the email (or put it off), create the organizer, create the first event. */
const STEP_COUNT = 3;

/**
 * The first minutes after registering (reference §2.3). Each step is skipped once done: a confirmed email, an
 * existing organizer. Someone who already has events has nothing to set up here and goes to them.
 */
export function WelcomePage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const navigate = useNavigate();
  const organizers = useOrganizers();
  const events = useEvents({ page: 1, perPage: 1, query: '' }, { readOnMount: true });
  const [isPutOff, setIsPutOff] = useState(false);
  const [created, setCreated] = useState<TOrganizer | null>(null);
  usePageTitle(t`Welcome`);
  const firstName = user.first_name;

  const organizer = created ?? organizers.data?.data.find((candidate) => candidate.status !== 'ARCHIVED') ?? null;
  const isEmailStep = !user.is_email_verified && !isPutOff;
  const active = isEmailStep ? 0 : organizer ? 2 : 1;
  const stepNumber = active + 1;

  // Decided on arrival only, on fresh figures (not a remembered count being read again): the event created on
  // this page must not send the person away mid-way.
  const [hadEventsOnArrival, setHadEventsOnArrival] = useState<boolean | null>(null);
  if (hadEventsOnArrival === null && events.data && !events.isFetching)
    setHadEventsOnArrival(events.data.meta.total > 0);
  if (hadEventsOnArrival) return <Navigate to={SIGNED_IN_HOME_PATH} replace />;

  let body;
  if (organizers.isError) {
    body = (
      <LoadError
        withPaper={false}
        title={<Trans>We couldn't load your organizers</Trans>}
        error={organizers.error}
        onRetry={() => void organizers.refetch()}
      />
    );
  } else if (active === 0) {
    body = (
      <Stack gap="lg">
        <Title order={2} fz={{ base: 20, sm: 22 }} ta="center">
          <Trans>Confirm your email</Trans>
        </Title>
        <ConfirmEmailCode user={user} onSkip={() => setIsPutOff(true)} />
      </Stack>
    );
  } else if (organizers.isPending || events.isPending) {
    body = (
      <Stack gap="md" aria-busy="true">
        <Skeleton h={28} w="60%" />
        <Skeleton h={58} />
        <Skeleton h={58} />
      </Stack>
    );
  } else if (!organizer) {
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 20, sm: 22 }}>
            <Trans>Create your organizer</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              The name buyers see on your event pages and tickets. You can add a logo and more details later.
            </Trans>
          </Text>
        </Stack>
        <OrganizerCreateForm onCreated={setCreated} submitLabel={<Trans>Continue</Trans>} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} fz={{ base: 20, sm: 22 }}>
            <Trans>Create your first event</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Just the basics: tickets, a description and a cover come next.</Trans>
          </Text>
        </Stack>
        <FirstEventForm
          organizer={organizer}
          onCreated={(event) => {
            const title = event.title;
            notifySuccess(t`“${title}” is created as a draft.`);
            void navigate(`/manage/event/${event.id}/getting-started?new_event=true`);
          }}
        />
      </Stack>
    );
  }

  return (
    <Stack maw={720} mx="auto" gap="xl">
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
        {body}
      </Paper>
    </Stack>
  );
}
