import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TApiKey, TApiKeyWithSecret } from '@marquee/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ListPager } from '../../../components/data-list/list-pager';
import { ListSearchInput } from '../../../components/data-list/list-search-input';
import { ListStates } from '../../../components/data-list/list-states';
import { ListTable } from '../../../components/data-list/list-table';
import { useSortableHeaders } from '../../../components/data-list/sortable-header';
import { SecretRevealModal } from '../../../components/secret-reveal-modal';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import type { TListParams } from '../../../lib/list-params';
import { useListUrlState } from '../../../lib/list-url-state';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useRoleLabel } from '../../users';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys';
import { useApiKeyListColumns } from './api-key-list-columns';
import { CreateApiKeyModal } from './create-api-key-modal';

const NO_FILTERS = [] as const;
const TITLE_FLEX = '1 1 20rem';

/** /account/api-keys (administrators, issue 26): the account's keys; create one (shown once) or revoke one. */
export function ApiKeysPanel() {
  const { t } = useLingui();
  const roleLabel = useRoleLabel();
  const { state, update, isFiltered } = useListUrlState(NO_FILTERS);
  const params: TListParams = {
    page: state.page,
    perPage: state.perPage,
    query: state.query,
    sortBy: state.sortBy,
    sortDirection: state.sortDirection,
    filters: [],
  };
  const list = useApiKeys(params);
  const revoke = useRevokeApiKey();
  const data = list.data;
  const [isCreateOpen, setIsCreateOpen] = useState(false);
  const [created, setCreated] = useState<TApiKeyWithSecret | null>(null);

  const handleRevoke = async (key: TApiKey) => {
    const name = key.name;
    const isConfirmed = await confirmAction({
      title: t`Revoke ${name}?`,
      message: t`Anything using this key is refused from now on. This cannot be undone: create a new key if you need one again.`,
      confirmLabel: t`Revoke key`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    try {
      await revoke.mutateAsync(key.id);
      notifySuccess(t`API key ${name} revoked.`);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t`The key could not be revoked. Please try again.`);
    }
  };

  const columns = useApiKeyListColumns((key) => void handleRevoke(key));
  const sorting = useSortableHeaders(
    {
      allowedSorts: data?.meta.allowed_sorts ?? [],
      sortBy: state.sortBy ?? data?.meta.default_sort ?? 'created_at',
      sortDirection: state.sortDirection ?? data?.meta.default_sort_direction ?? 'desc',
    },
    (sort) => update(sort),
  );
  const isEmpty = data?.meta.total === 0 && !isFiltered;
  const createButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setIsCreateOpen(true)}>
      <Trans>Create API key</Trans>
    </Button>
  );
  const createdRole = created ? roleLabel(created.role) : '';

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} style={{ flex: TITLE_FLEX }}>
          <Title order={2} fz={{ base: 18, sm: 20 }}>
            <Trans>API keys</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Keys let your scripts and other systems use the API on behalf of this account. Send one in the
              Authorization header: <Code>Bearer mqk_…</Code>
            </Trans>
          </Text>
        </Stack>
        {isEmpty ? null : createButton}
      </Group>
      <ListStates
        list={list}
        errorTitle={<Trans>We couldn't load the API keys</Trans>}
        isEmpty={isEmpty}
        empty={{
          icon: <IconKey size={28} aria-hidden />,
          title: <Trans>No API keys yet</Trans>,
          description: (
            <Trans>Create a key for each integration, so you can revoke one without stopping the others.</Trans>
          ),
          action: (
            <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setIsCreateOpen(true)}>
              <Trans>Create your first API key</Trans>
            </Button>
          ),
        }}
      >
        <ListSearchInput
          initial={state.query}
          onSearch={(query) => update({ query }, { replace: true })}
          label={t`Search API keys`}
          placeholder={t`Search by name`}
        />
        <ListTable
          testId="api-keys-table"
          columns={columns}
          sorting={sorting}
          rows={data?.data}
          rowKey={(key) => key.id}
          rowTestId="api-key-row"
          isFetching={list.isFetching}
          loadingLabel={t`Loading API keys`}
          noMatch={<Trans>No key matches this search.</Trans>}
          minWidth={0}
        />
        {data ? (
          <ListPager
            meta={data.meta}
            page={state.page}
            perPage={state.perPage}
            perPageLabel={t`Keys per page`}
            summary={null}
            onChange={(change) => update(change)}
          />
        ) : null}
      </ListStates>
      <CreateApiKeyModal
        opened={isCreateOpen}
        onClose={() => setIsCreateOpen(false)}
        onCreated={(key) => {
          setIsCreateOpen(false);
          setCreated(key);
        }}
      />
      <SecretRevealModal
        secret={created?.key ?? null}
        onClose={() => setCreated(null)}
        title={t`Your new API key`}
        label={t`API key`}
      >
        <Paper withBorder radius="md" p="sm">
          <Stack gap={6}>
            <Text size="sm">
              <Trans>
                Send it with every request, in the <Code>Authorization</Code> header: <Code>Bearer</Code> followed by
                the key.
              </Trans>
            </Text>
            <Text size="sm" c="dimmed">
              <Trans>It acts with the {createdRole} role in this account until it expires or you revoke it.</Trans>
            </Text>
          </Stack>
        </Paper>
      </SecretRevealModal>
    </Stack>
  );
}
