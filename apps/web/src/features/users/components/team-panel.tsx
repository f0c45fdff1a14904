import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  CloseButton,
  EmptyState,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { USER_ROLES, USER_STATUSES, type TAccountMember, type TUserRole, type TUserStatus } from '@marquee/core';
import { IconCloudOff, IconFilterOff, IconRefresh, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { StatusPanel } from '../../../components/status-panel';
import { useMembers } from '../api/members';
import { useMembersSearchParams } from '../hooks/use-members-search-params';
import { useRoleLabel, useStatusLabel } from '../hooks/use-role-label';
import { EditMemberModal } from './edit-member-modal';
import { InviteMemberModal } from './invite-member-modal';
import { MembersTable } from './members-table';

const FILTERS_FLEX = '1 1 32rem';
const SEARCH_FLEX = '1 1 14rem';
// Two filters share a row on phones.
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length
const FILTER_WIDTH = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 160 };

const SEARCH_DEBOUNCE_MS = 300;

/** The account's team for administrators: search, filters, pages, invitations and edits. */
export function TeamPanel({ currentUserId }: { currentUserId: string }) {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const statusLabel = useStatusLabel();
  const search = useMembersSearchParams();
  const members = useMembers(search.listParams);
  const [searchText, setSearchText] = useState(search.query);
  const [isInviteOpen, setIsInviteOpen] = useState(false);
  const [editing, setEditing] = useState<TAccountMember | null>(null);
  const applySearch = useDebouncedCallback(
    (query: string) => search.update({ query }, { replace: true }),
    SEARCH_DEBOUNCE_MS,
  );

  function changeSearch(value: string) {
    setSearchText(value);
    applySearch(value);
  }

  function clearFilters() {
    setSearchText('');
    search.update({ query: '', status: null, role: null });
  }

  const meta = members.data?.meta;
  const rows = members.data?.data;
  const from = meta?.from;
  const to = meta?.to;
  const total = meta?.total;
  const isNarrowed = search.isFiltered || search.page > 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" align="flex-end">
        <Group gap="sm" align="flex-end" style={{ flex: FILTERS_FLEX }} wrap="wrap">
          <TextInput
            aria-label={t`Search the team`}
            placeholder={t`Search by name or email`}
            leftSection={<IconSearch size={16} aria-hidden />}
            rightSection={
              searchText ? (
                <CloseButton size="sm" aria-label={t`Clear search`} onClick={() => changeSearch('')} />
              ) : null
            }
            value={searchText}
            onChange={(event) => changeSearch(event.currentTarget.value)}
            style={{ flex: SEARCH_FLEX }}
            type="search"
          />
          <Select
            aria-label={t`Filter by status`}
            placeholder={t`Any status`}
            data={USER_STATUSES.map((status: TUserStatus) => ({ value: status, label: statusLabel(status) }))}
            value={search.status}
            onChange={(value) => search.update({ status: value as TUserStatus | null })}
            clearable
            w={FILTER_WIDTH}
          />
          <Select
            aria-label={t`Filter by role`}
            placeholder={t`Any role`}
            data={USER_ROLES.map((role: TUserRole) => ({ value: role, label: roleLabel(role) }))}
            value={search.role}
            onChange={(value) => search.update({ role: value as TUserRole | null })}
            clearable
            w={FILTER_WIDTH}
          />
        </Group>
        <Button leftSection={<IconUserPlus size={18} aria-hidden />} onClick={() => setIsInviteOpen(true)}>
          <Trans>Invite member</Trans>
        </Button>
      </Group>

      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        {members.isError && !rows ? (
          <StatusPanel
            order={2}
            color="red"
            icon={<IconCloudOff size={28} />}
            title={<Trans>We couldn't load the team</Trans>}
            actions={
              <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void members.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            }
          >
            {members.error.message}
          </StatusPanel>
        ) : rows && rows.length === 0 ? (
          <EmptyState
            py="xl"
            variant="light"
            icon={<IconFilterOff size={28} aria-hidden />}
            title={isNarrowed ? <Trans>No team members match</Trans> : <Trans>No team members yet</Trans>}
            description={
              isNarrowed ? (
                <Trans>Try another search, or clear the filters to see everyone.</Trans>
              ) : (
                <Trans>Invite the people you run events with.</Trans>
              )
            }
          >
            <EmptyState.Actions>
              {isNarrowed ? (
                <Button variant="default" onClick={clearFilters}>
                  <Trans>Clear filters</Trans>
                </Button>
              ) : (
                <Button onClick={() => setIsInviteOpen(true)}>
                  <Trans>Invite member</Trans>
                </Button>
              )}
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <MembersTable members={rows} currentUserId={currentUserId} onEdit={setEditing} />
        )}
      </Paper>

      {meta && meta.total > 0 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            <Trans>
              {from}–{to} of {total}
            </Trans>
          </Text>
          {meta.last_page > 1 ? (
            <Pagination
              total={meta.last_page}
              value={search.page}
              onChange={(page) => search.update({ page })}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': control === 'previous' ? t`Previous page` : control === 'next' ? t`Next page` : undefined,
              })}
              getItemProps={(page) => ({ 'aria-label': t`Page ${page}` })}
            />
          ) : null}
        </Group>
      ) : null}

      <InviteMemberModal opened={isInviteOpen} onClose={() => setIsInviteOpen(false)} />
      <EditMemberModal member={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
