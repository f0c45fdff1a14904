import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Modal, Pagination, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { MESSAGE_RECIPIENT_STATUSES, type TMessage, type TMessageRecipientStatus } from '@marquee/core';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import type { TListParams } from '../../../lib/list-params';
import { formatInZone } from '../../../lib/zoned-time';
import { useMessageRecipients } from '../api/messages';
import { PROCESSING_REFETCH_MS } from '../lib/message-list';
import { RecipientStatusBadge, useRecipientStatusLabel } from './message-status-badge';

const PER_PAGE = 10;

type TProps = {
  eventId: string;
  message: Pick<TMessage, 'id' | 'status' | 'sent_at'>;
  timeZone: string;
  opened: boolean;
  onClose: () => void;
};

/** Who a message went to, one row per address, with each delivery's status and the mail server's refusal. */
export function MessageRecipientsModal({ opened, onClose, ...props }: TProps) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} centered size="xl" title={t`Recipients`}>
      {opened ? <RecipientsTable {...props} /> : null}
    </Modal>
  );
}

function RecipientsTable({ eventId, message, timeZone }: Omit<TProps, 'opened' | 'onClose'>) {
  const { t, i18n } = useLingui();
  const statusLabel = useRecipientStatusLabel();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<TMessageRecipientStatus | null>(null);
  const params: TListParams = {
    page,
    perPage: PER_PAGE,
    query: '',
    sortBy: 'created_at',
    sortDirection: 'asc',
    filters: status ? [{ field: 'status', operator: 'eq', value: status }] : [],
  };
  const recipients = useMessageRecipients(eventId, message.id, params, {
    refetchInterval: message.status === 'PROCESSING' ? PROCESSING_REFETCH_MS : false,
  });
  const data = recipients.data;

  let body;
  if (recipients.isError) {
    body = (
      <LoadError
        withPaper={false}
        title={<Trans>We couldn't load the recipients</Trans>}
        error={recipients.error}
        onRetry={() => void recipients.refetch()}
        isRetrying={recipients.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={t`Loading recipients`}>
        <Skeleton h={32} />
        <Skeleton h={32} />
        <Skeleton h={32} />
      </Stack>
    );
  } else if (data.meta.total === 0) {
    body = (
      <Text c="dimmed" ta="center" py="lg">
        {status ? (
          <Trans>No recipient has this status.</Trans>
        ) : message.sent_at ? (
          <Trans>This message had no recipients.</Trans>
        ) : (
          <Trans>Recipients are listed once the message goes out.</Trans>
        )}
      </Text>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing="xs" aria-busy={recipients.isFetching} data-testid="message-recipients">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <Trans>Recipient</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Status</Trans>
              </Table.Th>
              <Table.Th>
                <Trans>Details</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((recipient) => (
              <Table.Tr key={recipient.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {recipient.name ?? recipient.email}
                  </Text>
                  {recipient.name ? (
                    <Text size="xs" c="dimmed">
                      {recipient.email}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>
                  <RecipientStatusBadge status={recipient.status} />
                </Table.Td>
                <Table.Td>
                  {recipient.error ? (
                    <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                      {recipient.error}
                    </Text>
                  ) : recipient.sent_at ? (
                    <Text size="xs" c="dimmed">
                      {formatInZone(recipient.sent_at, { locale: i18n.locale, timeZone })}
                    </Text>
                  ) : (
                    <Text size="xs" c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="md">
      <Select
        label={t`Status`}
        placeholder={t`All statuses`}
        clearable
        maw={240}
        data={MESSAGE_RECIPIENT_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
        value={status}
        onChange={(value) => {
          setStatus(value as TMessageRecipientStatus | null);
          setPage(1);
        }}
        comboboxProps={{ withinPortal: true }}
      />
      {body}
      {data && data.meta.last_page > 1 ? (
        <Group justify="center">
          <Pagination
            size="sm"
            total={data.meta.last_page}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
            })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
