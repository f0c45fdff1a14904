import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { countryName, formatMoney, orderBreakdown, type TOrderDetail } from '@marquee/core';
import { useOrderStatusLabel } from '../hooks/use-order-status-label';
import { answerText } from '../../../lib/answer-text';
import { OrderTimeline } from './order-timeline';
import { DetailFact, DetailSection } from '../../../components/detail-facts';
import { BreakdownLineParts, BreakdownTotals } from '../../../components/money-breakdown';
import { StatusBadge } from '../../../components/status-badge';
import { useFormatDisplayTime } from '../../../lib/display-time-zone';

/** Everything about one order the box office reads: buyer, lines, totals, payments, answers, attendees, history. */
export function OrderDetailView({ order }: { order: TOrderDetail }) {
  const { t, i18n } = useLingui();
  const formatTime = useFormatDisplayTime();
  const statusLabel = useOrderStatusLabel();
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.locale);
  const breakdown = orderBreakdown(order.lines);
  const buyer = [order.first_name, order.last_name].filter(Boolean).join(' ') || '—';
  const address = order.address
    ? [
        order.address.address_line_1,
        order.address.address_line_2,
        [order.address.zip_or_postal_code, order.address.city].filter(Boolean).join(' '),
        order.address.state_or_region,
        order.address.country ? countryName(order.address.country, i18n.locale) : null,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const orderAnswers = order.answers.filter((answer) => !answer.attendee_id);
  const attendeeAnswers = (attendeeId: string) => order.answers.filter((answer) => answer.attendee_id === attendeeId);
  const productName = (productId: string | null) =>
    order.lines.find((line) => line.product_id === productId)?.item_name ?? '';

  return (
    <Stack gap="lg">
      <DetailSection title={<Trans>Buyer</Trans>}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DetailFact label={<Trans>Name</Trans>}>
            <span data-testid="order-buyer-name">{buyer}</span>
          </DetailFact>
          <DetailFact label={<Trans>Email</Trans>}>
            {order.email ? <Anchor href={`mailto:${order.email}`}>{order.email}</Anchor> : '—'}
          </DetailFact>
          <DetailFact label={<Trans>Placed</Trans>}>{formatTime(order.created_at, { withZone: true })}</DetailFact>
          <DetailFact label={<Trans>Payment</Trans>}>
            {order.payment_status ? statusLabel(order.payment_status) : '—'}
            {order.payment_provider
              ? ` · ${order.payment_provider === 'STRIPE' ? t`Card (Stripe)` : t({ message: 'Offline', context: 'payment method' })}`
              : ''}
          </DetailFact>
          {address ? <DetailFact label={<Trans>Address</Trans>}>{address}</DetailFact> : null}
          {order.promo_code ? <DetailFact label={<Trans>Promo code</Trans>}>{order.promo_code}</DetailFact> : null}
          {order.affiliate_code ? (
            <DetailFact label={<Trans>Affiliate</Trans>}>{order.affiliate_code}</DetailFact>
          ) : null}
        </SimpleGrid>
        {order.notes ? (
          <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-default-hover)">
            <Text size="xs" c="dimmed">
              <Trans>Buyer notes</Trans>
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="order-notes">
              {order.notes}
            </Text>
          </Paper>
        ) : null}
      </DetailSection>

      <DetailSection title={<Trans>Items</Trans>}>
        <Table.ScrollContainer minWidth={340}>
          <Table verticalSpacing="xs" data-testid="order-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Item</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Qty</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Unit price</Trans>
                </Table.Th>
                <Table.Th ta="right">
                  <Trans>Total</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {breakdown.lines.map((line) => (
                <Table.Tr key={line.key}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {line.name}
                    </Text>
                    {line.label ? (
                      <Text size="xs" c="dimmed">
                        {line.label}
                      </Text>
                    ) : null}
                    <BreakdownLineParts line={line} currency={order.currency} />
                  </Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <Table.Td ta="right">{money(line.unit_price_before_discount)}</Table.Td>
                  <Table.Td ta="right">{money(line.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Stack gap={2} ml="auto" miw={220}>
          <BreakdownTotals
            breakdown={breakdown}
            currency={order.currency}
            promoCode={order.promo_code}
            refunded={order.total_refunded}
            testId="order-totals"
          />
        </Stack>
      </DetailSection>

      {order.payments.length > 0 || order.refunds.length > 0 ? (
        <DetailSection title={<Trans>Payments and refunds</Trans>}>
          <Stack gap={6}>
            {order.payments.map((payment) => (
              <Group key={payment.id} justify="space-between" gap="sm">
                <Text size="sm">
                  <Trans>Card payment</Trans> · {formatTime(payment.created_at, { withZone: true })}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color={payment.status === 'succeeded' ? 'teal' : 'gray'}>
                    {payment.status}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {money(payment.amount)}
                  </Text>
                </Group>
              </Group>
            ))}
            {order.refunds.map((refund) => (
              <Group key={refund.id} justify="space-between" gap="sm" data-testid="order-refund">
                <Text size="sm">
                  <Trans context="payment history entry">Refund</Trans> ·{' '}
                  {formatTime(refund.created_at, { withZone: true })}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Badge variant="light" color={refundColor(refund.status)}>
                    {refund.status === 'SUCCEEDED' ? (
                      <Trans>Succeeded</Trans>
                    ) : refund.status === 'PENDING' ? (
                      <Trans>Pending</Trans>
                    ) : (
                      <Trans>Failed</Trans>
                    )}
                  </Badge>
                  <Text size="sm" fw={600}>
                    −{money(refund.amount)}
                  </Text>
                </Group>
              </Group>
            ))}
          </Stack>
        </DetailSection>
      ) : null}

      {orderAnswers.length > 0 ? (
        <DetailSection title={<Trans>Answers</Trans>}>
          <Stack gap={6}>
            {orderAnswers.map((answer) => (
              <DetailFact key={`${answer.question_id}-${answer.product_id ?? ''}`} label={answer.question_title}>
                {answerText(answer.answer, i18n.locale) || '—'}
              </DetailFact>
            ))}
          </Stack>
        </DetailSection>
      ) : null}

      {order.attendees.length > 0 ? (
        <DetailSection title={<Trans>Attendees</Trans>}>
          <Stack gap="xs">
            {order.attendees.map((attendee) => (
              <Paper key={attendee.id} withBorder radius="md" p="sm" data-testid="order-attendee">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} miw={0}>
                    <Text size="sm" fw={600} truncate>
                      {[attendee.first_name, attendee.last_name].filter(Boolean).join(' ') || '—'}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      #{attendee.short_id} · {productName(attendee.product_id)}
                      {attendee.email ? ` · ${attendee.email}` : ''}
                    </Text>
                  </Stack>
                  <StatusBadge status={attendee.status} />
                </Group>
                {attendeeAnswers(attendee.id).map((answer) => (
                  <Text key={answer.question_id} size="xs" mt={4}>
                    <Text span c="dimmed" size="xs">
                      {answer.question_title}:
                    </Text>{' '}
                    {answerText(answer.answer, i18n.locale) || '—'}
                  </Text>
                ))}
              </Paper>
            ))}
          </Stack>
        </DetailSection>
      ) : null}

      <DetailSection title={<Trans>History</Trans>}>
        <OrderTimeline order={order} />
      </DetailSection>
    </Stack>
  );
}

function refundColor(status: 'PENDING' | 'SUCCEEDED' | 'FAILED') {
  return status === 'SUCCEEDED' ? 'teal' : status === 'PENDING' ? 'orange' : 'red';
}
