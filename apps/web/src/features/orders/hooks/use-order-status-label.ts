import { useLingui } from '@lingui/react/macro';
import type { TOrderPaymentStatus, TOrderRefundStatus, TOrderStatus } from '@marquee/core';

/** Words for every order, payment and refund status (spec §4), for badges and filters. */
export function useOrderStatusLabel(): (status: TOrderStatus | TOrderPaymentStatus | TOrderRefundStatus) => string {
  const { t } = useLingui();
  const labels: Record<TOrderStatus | TOrderPaymentStatus | TOrderRefundStatus, string> = {
    RESERVED: t`Reserved`,
    CANCELLED: t`Cancelled`,
    COMPLETED: t`Completed`,
    AWAITING_OFFLINE_PAYMENT: t`Awaiting offline payment`,
    ABANDONED: t`Abandoned`,
    NO_PAYMENT_REQUIRED: t`No payment required`,
    AWAITING_PAYMENT: t`Awaiting payment`,
    PAYMENT_FAILED: t`Payment failed`,
    PAYMENT_RECEIVED: t`Payment received`,
    REFUND_PENDING: t`Refund pending`,
    REFUND_FAILED: t`Refund failed`,
    REFUNDED: t`Refunded`,
    PARTIALLY_REFUNDED: t`Partially refunded`,
  };
  return (status) => labels[status];
}
