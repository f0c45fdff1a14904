import { useLingui } from '@lingui/react/macro';
import { RegisterForm } from '../../features/auth';
import { usePageTitle } from './use-page-title';

export function RegisterPage() {
  const { t } = useLingui();
  usePageTitle(t`Create your account`);
  return <RegisterForm />;
}
