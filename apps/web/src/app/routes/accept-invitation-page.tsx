import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { AcceptInvitationForm } from '../../features/auth';
import { usePageTitle } from './use-page-title';

export function AcceptInvitationPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  usePageTitle(t`Accept your invitation`);
  return <AcceptInvitationForm key={token} token={token} />;
}
