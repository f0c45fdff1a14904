import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { TCurrentUser, TEvent, TEventSettingsResponse } from '@marquee/core';
import { IconPrinter } from '@tabler/icons-react';
import { LoadError } from '../../../components/load-error';
import { PageLoaderInline, TicketCard, ticketClasses, TicketPaperStyle, usePrintWhenReady } from '../../checkout';
import { useEventSettings } from '../../events';
import { useSampleTicket } from '../hooks/use-sample-ticket';

/**
 * /manage/event/{id}/ticket-designer/print: the sample ticket with the saved design, on the design's paper, and the
 * print dialog opened by itself as the buyers' print pages do (once the logo has loaded, so it is on the paper).
 */
export function TicketDesignPrint({ event, user }: { event: TEvent; user: TCurrentUser }) {
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
  if (!settings.data) return <PageLoaderInline />;
  return <SamplePrint event={event} user={user} settings={settings.data} />;
}

function SamplePrint({
  event,
  user,
  settings,
}: {
  event: TEvent;
  user: TCurrentUser;
  settings: TEventSettingsResponse;
}) {
  const container = usePrintWhenReady(true);
  const design = settings.ticket_design_settings;
  const sample = useSampleTicket({ event, design, themeAccent: settings.homepage_theme_settings.accent, user });
  return (
    <Stack gap="md" ref={container}>
      <TicketPaperStyle paper={sample.ticket_design.paper_size} />
      <Group justify="space-between" className={ticketClasses.noPrint}>
        <Text size="sm" c="dimmed">
          <Trans>A sample ticket with the saved design.</Trans>
        </Text>
        <Button onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
          <Trans>Print</Trans>
        </Button>
      </Group>
      <TicketCard ticket={sample} />
    </Stack>
  );
}
