import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Pagination, Paper, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { MESSAGE_STATUSES, type TList, type TMessage } from '@marquee/core';
import { useRef, type KeyboardEvent } from 'react';
import { ListSearchInput } from '../../../components/data-list/list-search-input';
import { formatInZone } from '../../../lib/zoned-time';
import { steppedSelection } from '../lib/message-list';
import { MessageAudience } from './message-audience';
import { MessageStatusBadge, TestMessageBadge, useMessageStatusLabel } from './message-status-badge';
import { messageMoment } from '../lib/message-list';

type TProps = {
  data: TList<TMessage>;
  isFetching: boolean;
  selectedId: string | null;
  /** `isStep`: moved with the arrow keys (the URL entry is replaced rather than added). */
  onSelect: (id: string, options?: { isStep?: boolean }) => void;
  query: string;
  /** Changes when the search is reset from outside, so the box starts afresh. */
  searchKey: number;
  onSearch: (query: string) => void;
  status: string | null;
  onStatusChange: (status: string | null) => void;
  page: number;
  onPageChange: (page: number) => void;
  timeZone: string;
  productTitles: ReadonlyMap<string, string>;
};

/** The inbox's left pane: search, status filter, the messages (↑/↓ move the selection) and pages. */
export function MessageListPane(props: TProps) {
  const { t } = useLingui();
  const statusLabel = useMessageStatusLabel();
  const listRef = useRef<HTMLDivElement>(null);
  const { data, selectedId, onSelect } = props;
  const ids = data.data.map((message) => message.id);
  // One option takes focus from the keyboard: the selected one, or the first.
  const focusableId = selectedId && ids.includes(selectedId) ? selectedId : (ids[0] ?? null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : null;
    if (step === null) return;
    event.preventDefault();
    const next = steppedSelection(ids, selectedId, step);
    if (!next || next === selectedId) return;
    onSelect(next, { isStep: true });
    listRef.current?.querySelector<HTMLElement>(`[data-message-id="${next}"]`)?.focus();
  };

  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap" align="flex-end">
        <ListSearchInput
          key={props.searchKey}
          initial={props.query}
          onSearch={props.onSearch}
          label={t`Search messages`}
          placeholder={t`Search by subject`}
        />
        <Select
          aria-label={t`Filter by status`}
          placeholder={t`All statuses`}
          clearable
          w={160}
          data={MESSAGE_STATUSES.map((value) => ({ value, label: statusLabel(value) }))}
          value={props.status}
          onChange={props.onStatusChange}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
      {data.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center" size="sm">
            <Trans>No message matches this search.</Trans>
          </Text>
        </Paper>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <div
            ref={listRef}
            role="listbox"
            aria-label={t`Messages`}
            aria-busy={props.isFetching}
            onKeyDown={handleKeyDown}
            data-testid="message-list"
          >
            {data.data.map((message, index) => (
              <MessageListItem
                key={message.id}
                message={message}
                isSelected={message.id === selectedId}
                isFocusable={message.id === focusableId}
                hasDivider={index > 0}
                onSelect={() => onSelect(message.id)}
                timeZone={props.timeZone}
                productTitles={props.productTitles}
              />
            ))}
          </div>
        </Paper>
      )}
      {data.meta.last_page > 1 ? (
        <Group justify="center">
          <Pagination
            size="sm"
            total={data.meta.last_page}
            value={props.page}
            onChange={props.onPageChange}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t`Previous page` : t`Next page`,
            })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

const DIVIDER_BORDER = '1px solid var(--mantine-color-default-border)';
const SELECTED_MARK = '3px solid var(--mantine-primary-color-filled)';
const UNSELECTED_MARK = '3px solid transparent';

function MessageListItem({
  message,
  isSelected,
  isFocusable,
  hasDivider,
  onSelect,
  timeZone,
  productTitles,
}: {
  message: TMessage;
  isSelected: boolean;
  isFocusable: boolean;
  hasDivider: boolean;
  onSelect: () => void;
  timeZone: string;
  productTitles: ReadonlyMap<string, string>;
}) {
  const { i18n } = useLingui();
  const moment = messageMoment(message);
  const when = formatInZone(moment.at, { locale: i18n.locale, timeZone, dateStyle: 'medium', timeStyle: 'short' });
  return (
    <UnstyledButton
      role="option"
      aria-selected={isSelected}
      tabIndex={isFocusable ? 0 : -1}
      data-message-id={message.id}
      onClick={onSelect}
      w="100%"
      px="md"
      py="sm"
      style={{
        display: 'block',
        borderTop: hasDivider ? DIVIDER_BORDER : undefined,
        borderInlineStart: isSelected ? SELECTED_MARK : UNSELECTED_MARK,
        background: isSelected ? 'var(--mantine-primary-color-light)' : undefined,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Text>
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          {message.is_test ? <TestMessageBadge /> : null}
          <MessageStatusBadge status={message.status} size="xs" />
        </Group>
      </Group>
      <Group justify="space-between" gap="xs" wrap="nowrap" mt={2}>
        <Text size="xs" c="dimmed" lineClamp={1}>
          <MessageAudience message={message} productTitles={productTitles} />
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          <time dateTime={moment.at}>{when}</time>
        </Text>
      </Group>
    </UnstyledButton>
  );
}
