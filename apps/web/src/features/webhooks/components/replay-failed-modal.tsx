import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { TListFilter } from '@marquee/core';
import { useState } from 'react';
import { ZonedDateTimeInput } from '../../../components/zoned-date-time-input';
import { isApiError } from '../../../lib/api-error';
import { useDisplayTimeZone } from '../../../lib/display-time-zone';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { browserTimeZone, compareLocal, isLocalDateTime, zonedToUtcIso } from '../../../lib/zoned-time';
import { useReplayFailedDeliveries, useWebhookDeliveries } from '../api/webhook-deliveries';
import type { TWebhookScope } from '../lib/webhook-scope';

type TReplayFailedModalProps = {
  scope: TWebhookScope;
  webhookId: string;
  opened: boolean;
  onClose: () => void;
  /** The range to start from (the log's date filter), as wall-clock `YYYY-MM-DDTHH:mm`. */
  initialRange: { from: string; to: string };
};

/** Confirms sending every failed delivery of a range again, saying how many that is, then reports the count. */
export function ReplayFailedModal({ opened, onClose, ...props }: TReplayFailedModalProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Replay failed deliveries`} centered size="lg">
      {opened ? <ReplayFailedForm onClose={onClose} {...props} /> : null}
    </Modal>
  );
}

function ReplayFailedForm({ scope, webhookId, onClose, initialRange }: Omit<TReplayFailedModalProps, 'opened'>) {
  const { t } = useLingui();
  const timeZone = useDisplayTimeZone() ?? browserTimeZone();
  const [from, setFrom] = useState(initialRange.from);
  const [to, setTo] = useState(initialRange.to);
  const replay = useReplayFailedDeliveries(scope, webhookId);
  const fromIso = isLocalDateTime(from) ? zonedToUtcIso(from, timeZone) : null;
  const toIso = isLocalDateTime(to) ? zonedToUtcIso(to, timeZone) : null;
  const isFromInvalid = from !== '' && !fromIso;
  const isToInvalid = to !== '' && !toIso;
  const isReversed = Boolean(fromIso && toIso && compareLocal(from, to) > 0);
  const isValid = !isFromInvalid && !isToInvalid && !isReversed;

  const filters: TListFilter[] = [{ field: 'status', operator: 'eq', value: 'FAILED' }];
  if (fromIso) filters.push({ field: 'created_at', operator: 'gte', value: fromIso });
  if (toIso) filters.push({ field: 'created_at', operator: 'lte', value: toIso });
  const preview = useWebhookDeliveries(
    scope,
    webhookId,
    { page: 1, perPage: 1, query: '', sortBy: null, sortDirection: null, filters },
    { enabled: isValid },
  );
  const count = preview.data?.meta.total;

  const submit = () => {
    if (!isValid) return;
    replay.mutate(
      { from: fromIso ?? undefined, to: toIso ?? undefined },
      {
        onSuccess: ({ replayed }) => {
          notifySuccess(
            replayed === 0
              ? t`There were no failed deliveries to replay.`
              : plural(replayed, { one: '# failed delivery sent again.', other: '# failed deliveries sent again.' }),
          );
          onClose();
        },
        onError: (error) =>
          notifyError(isApiError(error) ? error.message : t`The deliveries could not be replayed. Please try again.`),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Every delivery that failed in this period is sent again, with its original webhook-id so your receiver can
            recognise one it already handled. Leave a field empty for no limit on that side.
          </Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <ZonedDateTimeInput
            label={t`From`}
            timeZone={timeZone}
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            error={isFromInvalid ? t`Enter a valid date and time.` : undefined}
          />
          <ZonedDateTimeInput
            label={t`Until`}
            timeZone={timeZone}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
            error={
              isToInvalid ? t`Enter a valid date and time.` : isReversed ? t`Choose a time after the start.` : undefined
            }
          />
        </SimpleGrid>
        <div aria-live="polite">
          {!isValid ? null : count === undefined ? (
            <Skeleton h={20} w="60%" />
          ) : (
            <Text size="sm" fw={600} data-testid="replay-failed-count">
              {count === 0
                ? t`No failed delivery in this period.`
                : plural(count, {
                    one: '# failed delivery will be sent again.',
                    other: '# failed deliveries will be sent again.',
                  })}
            </Text>
          )}
        </div>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={replay.isPending} disabled={!isValid || count === 0}>
            <Trans>Replay failed deliveries</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
