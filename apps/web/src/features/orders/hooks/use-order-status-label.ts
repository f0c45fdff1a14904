import type { TOrderPaymentStatus, TOrderRefundStatus, TOrderStatus } from '@marquee/core';
import { useStatusLabel } from '../../../components/status-badge';

/** Words for every order, payment and refund status, from the one status table, for filters and form controls. */
export function useOrderStatusLabel(): (status: TOrderStatus | TOrderPaymentStatus | TOrderRefundStatus) => string {
  return useStatusLabel();
}
