import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { EVENT_REPORT_TYPES, type TEventReportType } from '@marquee/core';
import {
  IconCalendarStats,
  IconChartFunnel,
  IconChevronRight,
  IconCreditCard,
  IconQrcode,
  IconReceiptTax,
  IconTag,
  IconTicket,
  IconUserShare,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useReportLabels } from '../lib/report-labels';
import { REPORT_MAX_RANGE_DAYS } from '../lib/report-range';
import { eventReportPath } from '../lib/report-types';
import classes from './report-card.module.css';

export const EVENT_REPORT_ICONS: Record<TEventReportType, typeof IconTicket> = {
  product_sales: IconTicket,
  daily_sales_report: IconCalendarStats,
  promo_codes_report: IconTag,
  payments_report: IconCreditCard,
  taxes_and_fees_report: IconReceiptTax,
  check_ins_report: IconQrcode,
  affiliates_report: IconUserShare,
  sales_funnel_report: IconChartFunnel,
};

/** /manage/event/{id}/reports: one card per report of the event, each opening it. */
export function EventReportsIndex({ eventId }: { eventId: string }) {
  const { t } = useLingui();
  const labels = useReportLabels();
  const maxDays = REPORT_MAX_RANGE_DAYS;
  return (
    <Stack gap={0}>
      <PageHeader
        title={t`Reports`}
        description={t`Sales, payments, taxes, check-ins and more over any period of up to ${maxDays} days, ready to download.`}
      />
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
        data-testid="report-cards"
      >
        {EVENT_REPORT_TYPES.map((type) => {
          const Icon = EVENT_REPORT_ICONS[type];
          return (
            <Card key={type} component="li" withBorder radius="lg" padding="lg" className={classes.card}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="nowrap">
                  <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                    <Icon size={24} />
                  </ThemeIcon>
                  <IconChevronRight size={18} aria-hidden color="var(--mantine-color-dimmed)" />
                </Group>
                <Title order={2} fz="lg">
                  <Anchor component={Link} to={eventReportPath(eventId, type)} className={classes.stretchedLink}>
                    {labels.title(type)}
                  </Anchor>
                </Title>
                <Text size="sm" c="dimmed">
                  {labels.description(type)}
                </Text>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="md">
        <Trans>Money figures are in the event's currency; days are whole days in the event's time zone.</Trans>
      </Text>
    </Stack>
  );
}
