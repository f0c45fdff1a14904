import { Trans, useLingui } from '@lingui/react/macro';
import { Box, EmptyState, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TEvent, TMessage } from '@marquee/core';
import { IconMail, IconMailOpened, IconPencil } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { useListUrlState } from '../../../lib/list-url-state';
import { useEventProductOptions } from '../../event-resources';
import { useMessageList } from '../api/messages';
import { MESSAGE_FILTER_KEYS, MESSAGE_PARAM, messageListParams } from '../lib/message-list';
import { ComposeMessageButton } from './compose-message-button';
import { ComposeMessageModal } from './compose-message-modal';
import { MessageListPane } from './message-list-pane';
import { MessagePreview } from './message-preview';

/** Below this width the list and the preview are two views, with a way back. */
const PHONE_QUERY = '(max-width: 47.99em)';
const LIST_PANE_WIDTH = 380;

/** Reference: /manage/event/{id}/messages, a two-pane inbox of the event's messages with compose. */
export function MessagesInbox({ event }: { event: TEvent }) {
  const { t } = useLingui();
  const { state, update, isFiltered, searchParams, setSearchParams } = useListUrlState(MESSAGE_FILTER_KEYS);
  const params = messageListParams(state);
  const list = useMessageList(event.id, params);
  const products = useEventProductOptions(event.id);
  const productTitles = useMemo(
    () => new Map(products.options.map((option) => [option.value, option.label])),
    [products.options],
  );
  const isPhone = useMediaQuery(PHONE_QUERY) ?? false;
  const [searchKey, setSearchKey] = useState(0);
  const [isComposing, setIsComposing] = useState(false);
  const selectedId = searchParams.get(MESSAGE_PARAM);
  const data = list.data;

  const select = (id: string | null, options: { isStep?: boolean } = {}) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id) next.set(MESSAGE_PARAM, id);
        else next.delete(MESSAGE_PARAM);
        return next;
      },
      { replace: options.isStep ?? false },
    );

  // A new message shows first in the whole list: filters and search give way to it.
  const showSent = (message: TMessage) => {
    setSearchParams(new URLSearchParams({ [MESSAGE_PARAM]: message.id }));
    setSearchKey((key) => key + 1);
  };

  const composeButton = (
    <ComposeMessageButton onOpen={() => setIsComposing(true)} leftSection={<IconPencil size={18} aria-hidden />}>
      <Trans>Compose message</Trans>
    </ComposeMessageButton>
  );

  let body: ReactNode;
  let isEmpty = false;
  if (list.isError && !data) {
    body = (
      <LoadError
        title={<Trans>We couldn't load the messages</Trans>}
        error={list.error}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  } else if (!data) {
    body = (
      <Stack gap="xs" aria-busy="true" aria-label={t`Loading messages`}>
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
        <Skeleton h={64} radius="md" />
      </Stack>
    );
  } else if (data.meta.total === 0 && !isFiltered) {
    isEmpty = true;
    body = (
      <Paper withBorder radius="lg">
        <EmptyState
          py="xl"
          variant="light"
          icon={<IconMail size={30} aria-hidden />}
          title={<Trans>No messages yet</Trans>}
          description={
            <Trans>
              Email all attendees, the holders of some tickets or the buyers of some products: event news, a change of
              time, what to bring. Send now or schedule it, and try it on yourself first.
            </Trans>
          }
        >
          <EmptyState.Actions>{composeButton}</EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  } else {
    const listPane = (
      <MessageListPane
        data={data}
        isFetching={list.isFetching}
        selectedId={selectedId}
        onSelect={(id, options) => select(id, options)}
        query={state.query}
        searchKey={searchKey}
        onSearch={(query) => update({ query }, { replace: true })}
        status={state.filters.status ?? null}
        onStatusChange={(status) => update({ filters: { status } })}
        page={state.page}
        onPageChange={(page) => update({ page })}
        timeZone={event.timezone}
        productTitles={productTitles}
      />
    );
    const preview = selectedId ? (
      <MessagePreview
        key={selectedId}
        eventId={event.id}
        timeZone={event.timezone}
        messageId={selectedId}
        placeholder={data.data.find((message) => message.id === selectedId)}
        productTitles={productTitles}
        onBack={isPhone ? () => select(null) : undefined}
      />
    ) : (
      <Stack align="center" justify="center" gap="xs" mih={240} c="dimmed">
        <IconMailOpened size={36} aria-hidden />
        <Text size="sm">
          <Trans>Choose a message to read it.</Trans>
        </Text>
      </Stack>
    );
    body = isPhone ? (
      selectedId ? (
        <Paper withBorder radius="lg" p="md">
          {preview}
        </Paper>
      ) : (
        listPane
      )
    ) : (
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Box w={LIST_PANE_WIDTH} style={{ flexShrink: 0 }}>
          {listPane}
        </Box>
        <Paper
          withBorder
          radius="lg"
          p="lg"
          style={{ flex: 1, minWidth: 0 }}
          component="section"
          aria-label={t`Message preview`}
        >
          {preview}
        </Paper>
      </Group>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Messages</Trans>}
        description={<Trans>Emails to your attendees and buyers about this event.</Trans>}
        // The empty state holds the one compose button, next to what it explains.
        actions={isEmpty ? null : composeButton}
      />
      {body}
      <ComposeMessageModal
        eventId={event.id}
        opened={isComposing}
        onClose={() => setIsComposing(false)}
        onSent={showSent}
      />
    </Stack>
  );
}
