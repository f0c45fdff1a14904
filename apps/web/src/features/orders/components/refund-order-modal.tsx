import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { formatMoney, type TOrderDetail } from '@marquee/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMoneyInput } from '../../../lib/use-money-input';
import type { useOrderActions } from '../api/order-management';
import { ABOVE_DRAWER } from '../../../lib/overlay-layers';
import { refundableRemaining } from '../lib/order-actions';
import { parseRefundAmount } from '../lib/order-list-query';

type TProps = {
  order: TOrderDetail;
  opened: boolean;
  onClose: () => void;
  refund: ReturnType<typeof useOrderActions>['refund'];
};

/** A full or partial refund through the payment provider (reference: refund modal). */
export function RefundOrderModal({ order, opened, onClose, refund }: TProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} centered zIndex={ABOVE_DRAWER} title={t`Refund order`}>
      {opened ? <RefundForm key={order.updated_at} order={order} onClose={onClose} refund={refund} /> : null}
    </Modal>
  );
}

function RefundForm({ order, onClose, refund }: Omit<TProps, 'opened'>) {
  const { t, i18n } = useLingui();
  const remaining = refundableRemaining(order);
  const money = (minor: number) => formatMoney(minor, order.currency, i18n.locale);
  const amountInput = useMoneyInput();
  const [amountText, setAmountText] = useState(() => amountInput.format(remaining, order.currency));
  const [notifyBuyer, setNotifyBuyer] = useState(false);
  const [cancelOrder, setCancelOrder] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const check = parseRefundAmount(amountText, { currency: order.currency, locale: i18n.locale, remaining });
  const isPartial = check.ok && check.amount < remaining;
  const currency = order.currency;
  const remainingText = money(remaining);
  const refundText = check.ok ? money(check.amount) : null;

  const messageFor = (reason: Exclude<typeof check, { ok: true }>['reason']) => {
    const most = money(remaining);
    if (reason === 'zero') return t`Refund more than zero.`;
    if (reason === 'over_remaining') return t`At most ${most} can still be refunded.`;
    return amountInput.problemText(reason, currency);
  };

  const submit = () => {
    if (!check.ok) {
      setError(messageFor(check.reason));
      return;
    }
    refund.mutate(
      { amount: check.amount, notify_buyer: notifyBuyer, cancel_order: cancelOrder },
      {
        onSuccess: (detail) => {
          const amount = money(check.amount);
          if (detail.refund_status === 'REFUND_FAILED') notifyError(t`The refund of ${amount} failed.`);
          else notifySuccess(t`Refund of ${amount} sent.`);
          onClose();
        },
        onError: (failure) => {
          const fieldMessage = isApiError(failure) ? failure.fieldErrors.amount?.[0] : undefined;
          if (fieldMessage) setError(fieldMessage);
          else notifyError(isApiError(failure) ? failure.message : t`The refund could not be sent.`);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={3} spacing="sm">
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              <Trans>Total</Trans>
            </Text>
            <Text fw={600}>{money(order.total_gross)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              <Trans>Refunded</Trans>
            </Text>
            <Text fw={600}>{money(order.total_refunded)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              <Trans>Available</Trans>
            </Text>
            <Text fw={600} data-testid="refund-available">
              {money(remaining)}
            </Text>
          </Stack>
        </SimpleGrid>
        <TextInput
          label={t`Amount to refund`}
          description={t`In ${currency}, up to ${remainingText}`}
          inputMode="decimal"
          withAsterisk
          data-autofocus
          value={amountText}
          error={error}
          onChange={(event) => {
            setAmountText(event.currentTarget.value);
            setError(null);
          }}
        />
        {isPartial ? (
          <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} aria-hidden />}>
            <Trans>This is a partial refund: the order will show as partially refunded.</Trans>
          </Alert>
        ) : null}
        <Checkbox
          label={t`Email the buyer about the refund`}
          checked={notifyBuyer}
          onChange={(event) => setNotifyBuyer(event.currentTarget.checked)}
        />
        <Checkbox
          label={t`Also cancel the order (tickets return to sale)`}
          checked={cancelOrder}
          disabled={order.status === 'CANCELLED'}
          onChange={(event) => setCancelOrder(event.currentTarget.checked)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" color="red" loading={refund.isPending}>
            {refundText ? <Trans>Refund {refundText}</Trans> : <Trans>Refund</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
