import { useLingui } from '@lingui/react/macro';
import { LoginForm } from '../../features/auth';
import { useConfig } from '../../lib/config-context';
import { useDocumentMeta } from '../../lib/document-meta';

export function LoginPage() {
  const { t } = useLingui();
  const { appName } = useConfig();
  useDocumentMeta({ title: `${t`Sign in`} | ${appName}`, description: t`Sign in to ${appName}.` });
  return <LoginForm />;
}
