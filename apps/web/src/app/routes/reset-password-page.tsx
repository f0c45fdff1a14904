import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ResetPasswordForm } from '../../features/auth';
import { usePageTitle } from './use-page-title';

export function ResetPasswordPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  usePageTitle(t`Choose a new password`);
  return <ResetPasswordForm key={token} token={token} />;
}
