import { useLingui } from '@lingui/react/macro';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { usePageTitle } from './use-page-title';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  usePageTitle(t`Reset your password`);
  return <ForgotPasswordForm />;
}
