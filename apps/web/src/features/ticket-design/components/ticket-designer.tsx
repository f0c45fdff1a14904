import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Box, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TCurrentUser, TEvent, TEventSettingsResponse } from '@marquee/core';
import { IconPrinter } from '@tabler/icons-react';
import { useRef } from 'react';
import { LoadError } from '../../../components/load-error';
import { focusFirstError } from '../../../lib/focus-first-error';
import { TicketCard } from '../../checkout';
import { useEventSettings } from '../../events';
import { useTicketDesignForm } from '../hooks/use-ticket-design-form';
import { useSampleTicket } from '../hooks/use-sample-ticket';
import { previewTicketDesign } from '../lib/ticket-design-form';
import { ticketDesignPrintPath } from '../lib/ticket-design-paths';
import { TicketContentFields, TicketOutputFields } from './ticket-content-fields';
import { TicketLookFields } from './ticket-look-fields';
import classes from './ticket-designer.module.css';

type TProps = { event: TEvent; user: TCurrentUser };

/**
 * /manage/event/{id}/ticket-designer (issue 29 point 4): the event's ticket design, saved per event, beside a live
 * preview of a sample ticket drawn by the same component as real tickets.
 */
export function TicketDesigner({ event, user }: TProps) {
  const settings = useEventSettings(event.id);
  if (settings.isError) {
    return (
      <LoadError
        title={<Trans>We couldn't load the ticket design</Trans>}
        error={settings.error}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  }
  if (!settings.data) {
    return (
      <Grid gap="xl" aria-busy="true" data-testid="ticket-designer-loading">
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Stack gap="sm">
            {[0, 1, 2, 3, 4, 5].map((row) => (
              <Skeleton key={row} h={40} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 6 }}>
          <Skeleton h={520} />
        </Grid.Col>
      </Grid>
    );
  }
  return <TicketDesignerForm event={event} user={user} settings={settings.data} />;
}

function TicketDesignerForm({ event, user, settings }: TProps & { settings: TEventSettingsResponse }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const themeAccent = settings.homepage_theme_settings.accent;
  const { form, handleSubmit, isPending } = useTicketDesignForm({
    eventId: event.id,
    saved: settings.ticket_design_settings,
    themeAccent,
    images: event.images,
    onInvalid: () => requestAnimationFrame(() => focusFirstError(formRef.current)),
  });
  const isDirty = form.isDirty();
  const sample = useSampleTicket({ event, design: previewTicketDesign(form.getValues()), themeAccent, user });

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t`Ticket design`}>
          <Stack gap="lg">
            <TicketLookFields form={form} event={event} themeAccent={themeAccent} />
            <TicketContentFields form={form} />
            <TicketOutputFields form={form} />
            <Group justify="flex-end" gap="sm" className={classes.actions}>
              <Button variant="default" onClick={() => form.reset()} disabled={!isDirty || isPending}>
                <Trans>Discard changes</Trans>
              </Button>
              <Button type="submit" loading={isPending} disabled={!isDirty}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <Stack gap="xs" component="section" aria-labelledby="ticket-preview-heading" className={classes.preview}>
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Title order={2} size="h4" id="ticket-preview-heading">
                <Trans>Preview</Trans>
              </Title>
              {isDirty && (
                <Badge variant="light" color="orange" data-testid="ticket-preview-unsaved">
                  <Trans>Unsaved changes</Trans>
                </Badge>
              )}
            </Group>
            <Button
              component="a"
              href={ticketDesignPrintPath(event.id)}
              target="_blank"
              variant="default"
              size="xs"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              <Trans>Print preview</Trans>
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>
              A sample ticket with you as the attendee, showing your unsaved changes. The print preview prints the saved
              design on its paper size.
            </Trans>
          </Text>
          <Box data-testid="ticket-design-preview">
            <TicketCard ticket={sample} />
          </Box>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
