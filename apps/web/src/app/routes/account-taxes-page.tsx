import { useLingui } from '@lingui/react/macro';
import { useAccount } from '../../features/accounts';
import { TaxesAndFeesPanel } from '../../features/taxes';
import { useSignedInUser } from '../../features/users';
import { usePageTitle } from './use-page-title';

export function AccountTaxesPage() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const account = useAccount(user.account_id);
  usePageTitle(t`Taxes and fees`);
  return <TaxesAndFeesPanel accountId={user.account_id} defaultCurrency={account.data?.currency_code ?? 'USD'} />;
}
