import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Paper } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusPanel } from '../../components/status-panel';
import { useConfirmEmailChange, useSignedInUser } from '../../features/users';
import { isApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { usePageTitle } from './use-page-title';

/** The link sent to a new address: one deliberate click switches the sign-in email over. */
export function ConfirmEmailChangePage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const confirm = useConfirmEmailChange();
  const [problem, setProblem] = useState<string | null>(null);
  usePageTitle(t`Confirm your new email address`);
  const pendingEmail = user.pending_email;
  const email = user.email;

  function handleConfirm() {
    setProblem(null);
    confirm.mutate(
      { userId: user.id, token },
      {
        onSuccess: (updated) => {
          const newEmail = updated.email;
          notifySuccess(t`Done. You now sign in with ${newEmail}.`);
          navigate('/manage/profile', { replace: true });
        },
        onError: (error) => {
          const status = isApiError(error) ? error.status : 0;
          setProblem(
            status === 410
              ? t`This link has expired. Change your email again on your profile to get a new one.`
              : status === 404
                ? t`This link doesn't work any more: it was used already, the change was cancelled, or only part of it was copied.`
                : isApiError(error)
                  ? error.message
                  : t`Something unexpected happened. Please try again.`,
          );
        },
      },
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto">
      <StatusPanel
        icon={<IconMailForward size={28} />}
        color={problem ? 'red' : undefined}
        title={problem ? <Trans>We couldn't change your email</Trans> : <Trans>Confirm your new email address</Trans>}
        actions={
          problem ? (
            <Button component={Link} to="/manage/profile">
              <Trans>Go to your profile</Trans>
            </Button>
          ) : (
            <>
              <Button onClick={handleConfirm} loading={confirm.isPending}>
                <Trans>Confirm new email</Trans>
              </Button>
              <Button component={Link} to="/manage/profile" variant="subtle">
                <Trans>Not now</Trans>
              </Button>
            </>
          )
        }
      >
        {problem ??
          (pendingEmail ? (
            <Trans>
              From now on you'll sign in with <b>{pendingEmail}</b> instead of <b>{email}</b>.
            </Trans>
          ) : (
            <Trans>From now on you'll sign in with the new address instead of {email}.</Trans>
          ))}
      </StatusPanel>
    </Paper>
  );
}
