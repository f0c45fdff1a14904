import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Center,
  Checkbox,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZAcceptInvitation, type TAcceptInvitation, type TInvitationDetails } from '@marquee/core';
import { IconCircleCheck, IconLock, IconMail } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { StatusPanel } from '../../../components/status-panel';
import { TimeZoneSelect } from '../../../components/timezone-select';
import { isApiError } from '../../../lib/api-error';
import { useConfig } from '../../../lib/config-context';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { browserTimeZone } from '../../../lib/timezones';
import { useRoleLabel } from '../../users';
import { useAcceptInvitationMutation, useInvitation } from '../api/invitation';
import { LinkProblem } from './link-problem';
import { TermsConsent } from './terms-consent';

type TAcceptValues = {
  first_name: string;
  last_name: string;
  timezone: string;
  password: string;
  password_confirmation: string;
  accepts_terms: boolean;
};

function toAcceptBody(values: TAcceptValues, requiresPassword: boolean): TAcceptInvitation {
  return {
    first_name: values.first_name,
    last_name: values.last_name.trim() || null,
    timezone: values.timezone,
    // Someone who already has a password keeps it; sending one would be ignored at best.
    ...(requiresPassword ? { password: values.password, password_confirmation: values.password_confirmation } : {}),
  };
}

export function AcceptInvitationForm({ token }: { token: string }) {
  const { t } = useLingui();
  const invitation = useInvitation(token);

  if (invitation.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t`Checking your invitation`} />
      </Center>
    );
  }
  if (invitation.isError) {
    if (isApiError(invitation.error) && invitation.error.status === 409) {
      return (
        <StatusPanel
          color="teal"
          icon={<IconCircleCheck size={28} />}
          title={<Trans>You've already joined</Trans>}
          actions={
            <Button component={Link} to="/auth/login">
              <Trans>Sign in</Trans>
            </Button>
          }
        >
          <Trans>This invitation has been accepted. Sign in to open the account.</Trans>
        </StatusPanel>
      );
    }
    return (
      <LinkProblem
        error={invitation.error}
        onRetry={() => void invitation.refetch()}
        texts={{
          invalid: [
            <Trans key="title">This invitation isn't valid</Trans>,
            <Trans key="text">
              It may have been withdrawn, or only part of the link was copied. Ask the person who invited you to send it
              again.
            </Trans>,
          ],
          expired: [
            <Trans key="title">This invitation has expired</Trans>,
            <Trans key="text">
              Invitations only work for a limited time. Ask the person who invited you to send a new one.
            </Trans>,
          ],
        }}
        actions={
          <Button component={Link} to="/auth/login" variant="default">
            <Trans>Go to sign in</Trans>
          </Button>
        }
      />
    );
  }
  return <AcceptInvitationFields token={token} details={invitation.data} />;
}

function AcceptInvitationFields({ token, details }: { token: string; details: TInvitationDetails }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const roleLabel = useRoleLabel();
  const { termsUrl, privacyUrl } = useConfig();
  const isConsentRequired = Boolean(termsUrl || privacyUrl);
  const accept = useAcceptInvitationMutation(token);
  const form = useForm<TAcceptValues>({
    mode: 'controlled',
    initialValues: {
      first_name: details.first_name,
      last_name: details.last_name ?? '',
      timezone: browserTimeZone(),
      password: '',
      password_confirmation: '',
      accepts_terms: false,
    },
    validateInputOnBlur: ['password_confirmation'],
    validate: contractResolver<TAcceptValues>(ZAcceptInvitation, {
      prepare: (values) => toAcceptBody(values, details.requires_password),
      extra: (values) => ({
        // The contract makes the password optional; it is required whenever this person has none yet.
        password: details.requires_password && !values.password ? t`Choose a password to sign in with later.` : null,
        accepts_terms: isConsentRequired && !values.accepts_terms ? t`Please agree to continue.` : null,
      }),
    }),
  });

  const handleSubmit = form.onSubmit((values) => {
    accept.mutate(ZAcceptInvitation.parse(toAcceptBody(values, details.requires_password)), {
      onSuccess: (user) => {
        const accountName = user.account_name;
        notifySuccess(t`Welcome to ${accountName}!`);
        navigate('/manage/events', { replace: true });
      },
      onError: (error) => applyApiErrorToForm(form, error),
    });
  });

  const accountName = details.account_name;
  const role = roleLabel(details.role);
  const invitedBy = details.invited_by;

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 26 }}>
            <Trans>Join {accountName}</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            {invitedBy ? (
              <Trans>
                {invitedBy} invited you as {role}. Check your details to accept.
              </Trans>
            ) : (
              <Trans>You've been invited as {role}. Check your details to accept.</Trans>
            )}
          </Text>
        </Stack>
        <TextInput
          label={t`Email`}
          value={details.email}
          readOnly
          variant="filled"
          autoComplete="username"
          leftSection={<IconMail size={16} aria-hidden />}
          description={t`Invitations are personal, so the address can't be changed.`}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={t`First name`}
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('first_name')}
          />
          <TextInput label={t`Last name`} autoComplete="family-name" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TimeZoneSelect withAsterisk {...form.getInputProps('timezone')} />
        {details.requires_password ? (
          <>
            <Stack gap={6}>
              <PasswordInput
                label={t`Password`}
                autoComplete="new-password"
                leftSection={<IconLock size={16} aria-hidden />}
                withAsterisk
                aria-describedby="invitation-password-strength"
                {...form.getInputProps('password')}
              />
              <PasswordStrengthMeter
                id="invitation-password-strength"
                password={form.values.password}
                userInputs={[details.email, form.values.first_name, form.values.last_name]}
              />
            </Stack>
            <PasswordInput
              label={t`Confirm password`}
              autoComplete="new-password"
              leftSection={<IconLock size={16} aria-hidden />}
              withAsterisk
              {...form.getInputProps('password_confirmation')}
            />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>You already have a password with us; use it to sign in to this account too.</Trans>
          </Text>
        )}
        {isConsentRequired ? (
          <Checkbox
            label={<TermsConsent termsUrl={termsUrl} privacyUrl={privacyUrl} />}
            {...form.getInputProps('accepts_terms', { type: 'checkbox' })}
          />
        ) : null}
        <Button type="submit" size="md" fullWidth loading={accept.isPending}>
          <Trans>Accept invitation</Trans>
        </Button>
      </Stack>
    </form>
  );
}
