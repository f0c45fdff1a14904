import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { AreaChart, BarChart, LineChart } from '@mantine/charts';
import { Paper, Stack, Title } from '@mantine/core';
import { formatMoney, formatNumber, type TReport } from '@marquee/core';
import type { ReactNode } from 'react';
import { checkInsPerDay, FUNNEL_STEPS, perDay, perRow } from '../lib/report-chart-data';
import { formatReportDay } from '../lib/report-format';
import { useReportLabels } from '../lib/report-labels';
import type { TReportType } from '../lib/report-types';

const LINE_COLORS = ['indigo.6', 'teal.6', 'orange.6', 'grape.6', 'cyan.6', 'pink.6', 'lime.7', 'red.6'];

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} data-testid="report-chart">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function useFormatters(report: TReport) {
  const { i18n } = useLingui();
  const currency = report.meta.currency;
  return {
    day: (day: string) => formatReportDay(day, i18n.locale, { day: 'numeric', month: 'short' }),
    money: (minor: number) => (currency ? formatMoney(minor, currency, i18n.locale) : formatNumber(minor, i18n.locale)),
    count: (value: number) => formatNumber(value, i18n.locale),
  };
}

/**
 * The chart of a report, where one helps: loaded lazily (React.lazy) so recharts reaches only the screens that
 * draw one. Days run oldest to newest, whatever order the table's rows are in.
 */
export default function ReportChart({ type, report }: { type: TReportType; report: TReport }) {
  const { t } = useLingui();
  const labels = useReportLabels();
  const format = useFormatters(report);
  const header = (key: string) => labels.column(type, { key, label: key });
  const dayAxis = { tickFormatter: (day: string) => format.day(day) };

  switch (type) {
    case 'daily_sales_report':
    case 'daily_sales_summary':
      return (
        <ChartCard title={t`Gross sales per day`}>
          <AreaChart
            h={260}
            data={perDay(report, ['gross'])}
            dataKey="day"
            curveType="monotone"
            series={[{ name: 'gross', label: header('gross'), color: 'teal.6' }]}
            xAxisProps={dayAxis}
            yAxisProps={{ tickFormatter: format.money, width: 90 }}
            valueFormatter={format.money}
          />
        </ChartCard>
      );
    case 'sales_funnel_report': {
      const steps = FUNNEL_STEPS.map((key, index) => ({ key, label: header(key), color: LINE_COLORS[index]! }));
      return (
        <>
          <ChartCard title={t`From visit to paid order`}>
            <BarChart
              h={220}
              orientation="vertical"
              data={steps.map((step) => ({ label: step.label, value: report.meta.totals[step.key] ?? 0 }))}
              dataKey="label"
              series={[{ name: 'value', label: t`Over the period`, color: 'indigo.6' }]}
              yAxisProps={{ width: 140 }}
              valueFormatter={format.count}
              withBarValueLabel
            />
          </ChartCard>
          <ChartCard title={t`Per day`}>
            <LineChart
              h={260}
              data={perDay(report, FUNNEL_STEPS)}
              dataKey="day"
              curveType="monotone"
              series={steps.map((step) => ({ name: step.key, label: step.label, color: step.color }))}
              xAxisProps={dayAxis}
              valueFormatter={format.count}
              withLegend
            />
          </ChartCard>
        </>
      );
    }
    case 'check_ins_report': {
      const { data, series } = checkInsPerDay(report);
      return (
        <ChartCard title={t`Check-ins per day`}>
          <LineChart
            h={260}
            data={data}
            dataKey="day"
            curveType="monotone"
            series={series.map((list, index) => ({
              name: list.key,
              label: list.label,
              color: LINE_COLORS[index % LINE_COLORS.length]!,
            }))}
            xAxisProps={dayAxis}
            valueFormatter={format.count}
            withLegend
          />
        </ChartCard>
      );
    }
    case 'product_sales': {
      const data = perRow(report, 'title', ['number_sold']);
      return (
        <ChartCard title={t`Units sold per product`}>
          <BarChart
            h={Math.max(160, data.length * 40)}
            orientation="vertical"
            data={data}
            dataKey="label"
            series={[{ name: 'number_sold', label: header('number_sold'), color: 'indigo.6' }]}
            yAxisProps={{ width: 140 }}
            valueFormatter={format.count}
          />
        </ChartCard>
      );
    }
    case 'payments_report': {
      const data = perRow(report, 'method', ['payments_total', 'refunds_total']).map((row) => ({
        ...row,
        label: labels.textValue('method', row.label) ?? row.label,
      }));
      return (
        <ChartCard title={t`Received and refunded per payment method`}>
          <BarChart
            h={240}
            data={data}
            dataKey="label"
            series={[
              { name: 'payments_total', label: header('payments_total'), color: 'teal.6' },
              { name: 'refunds_total', label: header('refunds_total'), color: 'red.6' },
            ]}
            yAxisProps={{ tickFormatter: format.money, width: 90 }}
            valueFormatter={format.money}
            withLegend
          />
        </ChartCard>
      );
    }
    default:
      return null;
  }
}
