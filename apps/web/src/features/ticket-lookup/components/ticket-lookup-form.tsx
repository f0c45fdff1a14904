import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { isSupportedLocale, ZTicketLookupRequest } from '@marquee/core';
import { IconMailCheck } from '@tabler/icons-react';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { useRequestTicketLookup } from '../api/ticket-lookup';

/**
 * Asks for a link to the orders of an email address; the answer never says whether there are any, so the
 * page shows the same "check your inbox" either way.
 */
export function TicketLookupForm() {
  const { t, i18n } = useLingui();
  const lookup = useRequestTicketLookup();
  const form = useForm({ initialValues: { email: '' }, validate: contractResolver(ZTicketLookupRequest) });
  const submittedEmail = lookup.variables?.email ?? '';

  if (lookup.isSuccess)
    return (
      <Alert color="teal" icon={<IconMailCheck size={20} aria-hidden />} title={t`Check your inbox`} role="status">
        <Stack gap="xs">
          <Text fz="sm">
            <Trans>If there are orders for {submittedEmail}, we have sent a link to them. It works for 24 hours.</Trans>
          </Text>
          <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => lookup.reset()}>
            <Trans>Use another address</Trans>
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        lookup.mutate(
          { email: values.email.trim(), ...(isSupportedLocale(i18n.locale) ? { locale: i18n.locale } : {}) },
          { onError: (error) => applyApiErrorToForm(form, error) },
        ),
      )}
    >
      <Stack gap="sm">
        <TextInput
          label={t`Email address`}
          description={t`The address you used when ordering.`}
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={lookup.isPending}>
          <Trans>Email me a link</Trans>
        </Button>
      </Stack>
    </form>
  );
}
