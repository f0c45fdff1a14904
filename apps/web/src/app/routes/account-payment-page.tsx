import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import { roleCan } from '@marquee/core';
import { LoadError } from '../../components/load-error';
import { NoAccess } from '../../components/no-access';
import { usePaymentSettings, OfflinePaymentForm, StripeStatusCard } from '../../features/accounts';
import { useSignedInUser } from '../../features/users';
import { usePageTitle } from './use-page-title';

/** /account/payment: how buyers can pay (administrators). */
export function AccountPaymentPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  usePageTitle(t`Payment`);
  if (!roleCan(user.role, 'account.update')) {
    return (
      <NoAccess title={<Trans>Only administrators manage payments</Trans>}>
        <Trans>Ask an administrator of the account to change how buyers pay.</Trans>
      </NoAccess>
    );
  }
  return <PaymentSettings accountId={user.account_id} />;
}

function PaymentSettings({ accountId }: { accountId: string }) {
  const settings = usePaymentSettings(accountId);
  if (settings.isError) {
    return (
      <LoadError
        title={<Trans>We couldn't load the payment settings</Trans>}
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  if (!settings.data) {
    return (
      <Stack gap="md" maw={820} aria-busy="true">
        <Skeleton h={140} radius="lg" />
        <Skeleton h={220} radius="lg" />
      </Stack>
    );
  }
  return (
    <Stack gap="lg" maw={820}>
      <StripeStatusCard stripe={settings.data.stripe} />
      <OfflinePaymentForm accountId={accountId} offline={settings.data.offline} />
    </Stack>
  );
}
