import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { additionLabel, formatMoney, type TBreakdownLine, type TMoneyBreakdown } from '@marquee/core';
import type { ReactNode } from 'react';

/**
 * How every screen shows money (issue 23, decision 117): the parts of `orderBreakdown` in one order,
 * subtotal − discount + each fee + each tax = total, so what a person adds up is what they pay.
 */

function BreakdownRow({
  label,
  value,
  isStrong = false,
  testId,
}: {
  label: ReactNode;
  value: string;
  isStrong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="lg" data-testid={testId}>
      <Text fz={isStrong ? 'md' : 'sm'} fw={isStrong ? 700 : undefined} c={isStrong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text
        fz={isStrong ? 'md' : 'sm'}
        fw={isStrong ? 700 : 500}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
        data-amount
      >
        {value}
      </Text>
    </Group>
  );
}

export function useMoney(currency: string) {
  const { i18n } = useLingui();
  return (minor: number) => formatMoney(minor, currency, i18n.locale);
}

/** The order's totals: subtotal, discount (with the code), fees and taxes by name and rate, total, refunds. */
export function BreakdownTotals({
  breakdown,
  currency,
  promoCode,
  refunded = 0,
  testId = 'money-totals',
}: {
  breakdown: TMoneyBreakdown;
  currency: string;
  promoCode?: string | null;
  refunded?: number;
  testId?: string;
}) {
  const { t, i18n } = useLingui();
  const money = useMoney(currency);
  const hasParts = breakdown.discount > 0 || breakdown.fees.length > 0 || breakdown.taxes.length > 0;
  return (
    <Stack gap={4} data-testid={testId}>
      {hasParts && <BreakdownRow label={t`Subtotal`} value={money(breakdown.subtotal)} testId="money-subtotal" />}
      {breakdown.discount > 0 && (
        <BreakdownRow
          label={promoCode ? t`Discount (${promoCode})` : t`Discount`}
          value={`−${money(breakdown.discount)}`}
          testId="money-discount"
        />
      )}
      {breakdown.fees.map((fee) => (
        <BreakdownRow
          key={fee.key}
          label={additionLabel(fee, i18n.locale)}
          value={money(fee.amount)}
          testId="money-fee"
        />
      ))}
      {breakdown.taxes.map((tax) => (
        <BreakdownRow
          key={tax.key}
          label={additionLabel(tax, i18n.locale)}
          value={money(tax.amount)}
          testId="money-tax"
        />
      ))}
      {hasParts && <Divider my={2} />}
      <BreakdownRow
        label={t`Total`}
        value={breakdown.total === 0 ? t`Free` : money(breakdown.total)}
        isStrong
        testId="money-total"
      />
      {refunded > 0 && (
        <>
          <BreakdownRow label={t`Refunded`} value={`−${money(refunded)}`} testId="money-refunded" />
          <BreakdownRow
            label={<Trans>Paid after refunds</Trans>}
            value={money(breakdown.total - refunded)}
            testId="money-net-paid"
          />
        </>
      )}
    </Stack>
  );
}

/** One line's own parts under its name: the discount, then each fee and tax it carries. */
export function BreakdownLineParts({ line, currency }: { line: TBreakdownLine; currency: string }) {
  const { t, i18n } = useLingui();
  const money = useMoney(currency);
  return (
    <>
      {line.discount > 0 && (
        <Text size="xs" c="dimmed">
          {t`Discount`}: −{money(line.discount)}
        </Text>
      )}
      {[...line.fees, ...line.taxes].map((addition) => (
        <Text key={addition.key} size="xs" c="dimmed">
          {additionLabel(addition, i18n.locale)}: {money(addition.amount)}
        </Text>
      ))}
    </>
  );
}
