import '@mantine/charts/styles.css';
import { useLingui } from '@lingui/react/macro';
import { AreaChart } from '@mantine/charts';
import { formatMoney, type TDailySales } from '@marquee/core';

/**
 * Daily gross sales and orders. Loaded lazily by the dashboard (React.lazy), so recharts never reaches
 * the bundles of other pages.
 */
export default function SalesChart({ daily, currency }: { daily: TDailySales[]; currency: string }) {
  const { t, i18n } = useLingui();
  const data = daily.map((day) => ({
    date: new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${day.date}T00:00:00Z`),
    ),
    gross: day.total_gross_sales,
    orders: day.total_orders,
  }));
  return (
    <AreaChart
      h={260}
      data={data}
      dataKey="date"
      curveType="monotone"
      withRightYAxis
      series={[
        { name: 'gross', label: t`Gross sales`, color: 'teal.6' },
        { name: 'orders', label: t`Orders`, color: 'indigo.6', yAxisId: 'right' },
      ]}
      valueFormatter={(value) => String(value)}
      yAxisProps={{ tickFormatter: (value: number) => formatMoney(value, currency, i18n.locale) }}
      withLegend
    />
  );
}
