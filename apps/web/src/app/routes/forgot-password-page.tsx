import { useLingui } from '@lingui/react/macro';
import { ForgotPasswordForm } from '../../features/auth';
import { usePageTitle } from './use-page-title';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Reset your password`);
  return <ForgotPasswordForm />;
}
