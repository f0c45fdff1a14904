import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';

type TPromoUsedUpNoticeProps = {
  /** The server's words: which code, and that it has no use left. */
  message: string;
  isPending: boolean;
  onPayFullPrice: () => void;
  onRemoveCode: () => void;
};

/**
 * The code's last use went between the page's read and Continue (decision 120): the buyer chooses to go on at full
 * price or to drop the code. Loaded only when it happens, so the event page stays within its budget.
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
