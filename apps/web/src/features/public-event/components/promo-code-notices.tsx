import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TPromoCodeCheckReason } from '@marquee/core';

/*
 * What the event page says about a promo code that cannot be used, loaded only when it has something to say, so the
 * page stays within its budget.
 */

/** Why the code of the address is refused: used up, expired, or unknown. */
export function PromoCodeRefusal({ reason }: { reason: TPromoCodeCheckReason | null }) {
  const { t } = useLingui();
  if (reason === 'USED_UP') return t`This promo code has been used as many times as allowed; prices are shown in full.`;
  if (reason === 'EXPIRED') return t`This promo code has expired.`;
  return t`This promo code is not valid.`;
}

type TPromoUsedUpNoticeProps = {
  /** The server's words: which code, and that it has no use left. */
  message: string;
  isPending: boolean;
  onPayFullPrice: () => void;
  onRemoveCode: () => void;
};

/**
 * The code's last use went between the page's read and Continue (decision 120): the buyer chooses to go on at full
 * price or to drop the code.
 */
export default function PromoUsedUpNotice({
  message,
  isPending,
  onPayFullPrice,
  onRemoveCode,
}: TPromoUsedUpNoticeProps) {
  const { t } = useLingui();
  return (
    <Alert color="orange" role="alert" title={t`This promo code is used up`} data-testid="promo-used-up">
      <Stack gap="sm">
        <Text fz="sm">{message}</Text>
        <Group gap="xs">
          <Button size="xs" onClick={onPayFullPrice} loading={isPending}>
            <Trans>Continue at full price</Trans>
          </Button>
          <Button size="xs" variant="default" onClick={onRemoveCode}>
            <Trans>Remove the code</Trans>
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
