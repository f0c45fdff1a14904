import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusPanel } from '../../components/status-panel';
import { useConfirmEmailAddress, useSignedInUser, ResendConfirmationButton } from '../../features/users';
import { isApiError } from '../../lib/api-error';
import { notifySuccess } from '../../lib/notify';
import { SIGNED_IN_HOME_PATH } from './root-redirect';
import { usePageTitle } from './use-page-title';

/** The link in the confirmation email: confirms on arrival, then carries on to the events. */
export function ConfirmEmailAddressPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const user = useSignedInUser();
  const { mutate } = useConfirmEmailAddress();
  const [problem, setProblem] = useState<string | null>(null);
  // One POST per token, even when React runs effects twice (StrictMode) or the user object refreshes.
  const postedToken = useRef<string | null>(null);
  usePageTitle(t`Confirming your email`);
  const userId = user.id;
  const wasVerified = user.is_email_verified;

  useEffect(() => {
    if (postedToken.current === token) return;
    postedToken.current = token;
    mutate(
      { userId, token },
      {
        onSuccess: () => {
          notifySuccess(t`Thanks, your email address is confirmed.`);
          navigate(SIGNED_IN_HOME_PATH, { replace: true });
        },
        onError: (error) => {
          // An old link opened again after confirming with the code or another link: nothing is wrong.
          if (wasVerified) {
            notifySuccess(t`Your email address is already confirmed.`);
            navigate(SIGNED_IN_HOME_PATH, { replace: true });
            return;
          }
          const status = isApiError(error) ? error.status : 0;
          setProblem(
            status === 410
              ? t`This confirmation link has expired. Send yourself a new one below.`
              : status === 404
                ? t`This confirmation link doesn't work: it was used already, a newer one was sent, or only part of it was copied.`
                : isApiError(error)
                  ? error.message
                  : t`Something unexpected happened. Please try again.`,
          );
        },
      },
    );
  }, [token, userId, wasVerified, mutate, navigate, t]);

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} maw={560} mx="auto">
      {problem ? (
        <StatusPanel
          color="red"
          icon={<IconMailOff size={28} />}
          title={<Trans>We couldn't confirm your email</Trans>}
          actions={
            <>
              <ResendConfirmationButton user={user} size="md" variant="filled" fullWidth />
              <Button component={Link} to={SIGNED_IN_HOME_PATH} variant="subtle">
                <Trans>Go to my events</Trans>
              </Button>
            </>
          }
        >
          {problem}
        </StatusPanel>
      ) : (
        <Stack align="center" gap="md" py="lg" role="status">
          <Loader />
          <Text c="dimmed">
            <Trans>Confirming your email address…</Trans>
          </Text>
        </Stack>
      )}
    </Paper>
  );
}
