import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Group, Paper, Progress, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconCheck,
  IconConfetti,
  IconCreditCard,
  IconFileDescription,
  IconMailCheck,
  IconPhoto,
  IconRocket,
  IconTicket,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import {
  usePatchEventSettings,
  useEventStatusFlow,
  gettingStartedChecklist,
  type TChecklistKey,
} from '../../../features/events';
import { useProductCategories } from '../../../features/products';
import { useSignedInUser, ResendConfirmationButton } from '../../../features/users';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

type TStep = { icon: ReactNode; title: ReactNode; description: ReactNode; action: ReactNode };

/** Reference §6: the steps from a new draft to an event on sale, each ticked from the event's real state. */
export function EventGettingStartedPage() {
  const { t } = useLingui();
  const { event, settings } = useEventOutlet();
  const user = useSignedInUser();
  const categories = useProductCategories(event.id);
  const statusFlow = useEventStatusFlow(event);
  const patch = usePatchEventSettings(event.id);
  const [searchParams, setSearchParams] = useSearchParams();
  const [isNew] = useState(() => searchParams.get('new_event') === 'true');
  const title = event.title;
  usePageTitle(t`${title} · Getting started`);

  // The "just created" greeting shows once; a reload or a shared link does not repeat it.
  useEffect(() => {
    if (searchParams.has('new_event')) setSearchParams({}, { replace: true });
  }, [searchParams, setSearchParams]);

  if (settings?.hide_getting_started_page) return <Navigate to={`/manage/event/${event.id}/dashboard`} replace />;

  const base = `/manage/event/${event.id}`;
  const items = gettingStartedChecklist({
    event,
    settings,
    categories: categories.data,
    isEmailVerified: user.is_email_verified,
  });
  const doneCount = items.filter((item) => item.isDone).length;
  const total = items.length;
  const isLoading = !settings || categories.isPending;

  const steps: Record<TChecklistKey, TStep> = {
    products: {
      icon: <IconTicket size={20} />,
      title: <Trans>Add tickets</Trans>,
      description: <Trans>Create at least one ticket or product: paid, free, pay-what-you-want or tiered.</Trans>,
      action: (
        <Button component={Link} to={`${base}/products#create-product`} size="xs" variant="light">
          <Trans>Add tickets</Trans>
        </Button>
      ),
    },
    details: {
      icon: <IconFileDescription size={20} />,
      title: <Trans>Describe the event</Trans>,
      description: <Trans>Say what it is and where it happens (or that it is online).</Trans>,
      action: (
        <Button component={Link} to={`${base}/settings#details`} size="xs" variant="light">
          <Trans>Edit details</Trans>
        </Button>
      ),
    },
    cover: {
      icon: <IconPhoto size={20} />,
      title: <Trans>Customize your event page</Trans>,
      description: (
        <Trans>
          Add a cover, your colours and the blocks buyers read, with a live preview. Pages with a picture sell better;
          it also shows in link previews.
        </Trans>
      ),
      action: (
        <Button component={Link} to={`${base}/homepage-designer`} size="xs" variant="light">
          <Trans>Customize the page</Trans>
        </Button>
      ),
    },
    payment: {
      icon: <IconCreditCard size={20} />,
      title: <Trans>Choose how buyers pay</Trans>,
      description: <Trans>Card payments or offline payment with your instructions. Free events need neither.</Trans>,
      action: (
        <Button component={Link} to={`${base}/settings#payment`} size="xs" variant="light">
          <Trans>Set up payment</Trans>
        </Button>
      ),
    },
    email: {
      icon: <IconMailCheck size={20} />,
      title: <Trans>Confirm your email</Trans>,
      description: <Trans>Publishing needs a confirmed email address.</Trans>,
      action: <ResendConfirmationButton user={user} />,
    },
    live: {
      icon: <IconRocket size={20} />,
      title: <Trans>Go live</Trans>,
      description: <Trans>Publish the event page and open sales.</Trans>,
      action: (
        <Button size="xs" color="teal" loading={statusFlow.isPending} onClick={() => void statusFlow.apply('LIVE')}>
          <Trans>Publish event</Trans>
        </Button>
      ),
    },
  };

  function hidePage() {
    patch.mutate(
      { hide_getting_started_page: true },
      {
        onSuccess: () => notifySuccess(t`The checklist is hidden. You can bring it back in the event settings.`),
        onError: (error) => notifyError(error.message),
      },
    );
  }

  return (
    <Stack gap="lg" maw={860}>
      {isNew ? (
        <Alert color="teal" variant="light" icon={<IconConfetti size={20} />} title={t`Your event is created`}>
          <Trans>It is a draft for now: nobody sees it until you publish. These steps get it ready.</Trans>
        </Alert>
      ) : null}
      <Stack gap={6}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          <Trans>Getting started</Trans>
        </Title>
        <Group justify="space-between" gap="xs">
          <Text c="dimmed" size="sm" aria-live="polite">
            <Trans>
              {doneCount} of {total} done
            </Trans>
          </Text>
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={hidePage}>
            <Trans>Hide this checklist</Trans>
          </Anchor>
        </Group>
        <Progress
          value={(doneCount / total) * 100}
          size="md"
          radius="xl"
          color="teal"
          aria-label={t`Checklist progress`}
        />
      </Stack>
      {isLoading ? (
        <Stack gap="sm" aria-busy="true">
          {items.map((item) => (
            <Skeleton key={item.key} h={76} radius="lg" />
          ))}
        </Stack>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((item) => {
            const step = steps[item.key];
            return (
              <Paper
                key={item.key}
                component="li"
                withBorder
                radius="lg"
                p="md"
                data-testid={`checklist-${item.key}`}
                data-done={item.isDone ? 'true' : 'false'}
              >
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon
                    size={40}
                    radius="xl"
                    variant={item.isDone ? 'filled' : 'light'}
                    color={item.isDone ? 'teal' : undefined}
                    aria-hidden
                  >
                    {item.isDone ? <IconCheck size={20} /> : step.icon}
                  </ThemeIcon>
                  <Stack gap={4} style={{ flex: 1 }} miw={0}>
                    <Text fw={800} td={item.isDone ? 'line-through' : undefined}>
                      {step.title}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {step.description}
                    </Text>
                    <Group justify="space-between" gap="xs" mt={4}>
                      <Text size="xs" c={item.isDone ? 'teal' : 'dimmed'} fw={700}>
                        {item.isDone ? <Trans>Done</Trans> : <Trans>To do</Trans>}
                      </Text>
                      {item.isDone ? null : step.action}
                    </Group>
                  </Stack>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {statusFlow.dialogs}
    </Stack>
  );
}
