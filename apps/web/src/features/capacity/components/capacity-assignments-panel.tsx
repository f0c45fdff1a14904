import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, EmptyState, Group, Paper, Stack, Text } from '@mantine/core';
import type { TCapacityAssignment, TEvent } from '@marquee/core';
import { IconPencil, IconPlus, IconTrash, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { ResourceTable, useResourceListState, type TResourceColumn, useConfirmedDelete } from '../../event-resources';
import { capacityAssignmentsApi } from '../api/capacity-assignments';
import { CapacityAssignmentModal } from './capacity-assignment-modal';
import { CapacityUsage } from './capacity-usage';
import { PageHeader } from '../../../components/page-header';

/** Reference: /manage/event/{id}/capacity-assignments — shared limits over several products. */
export function CapacityAssignmentsPanel({ event }: { event: TEvent }) {
  const { t } = useLingui();
  const state = useResourceListState(50);
  const list = capacityAssignmentsApi.useList(event.id, state.params);
  const remove = capacityAssignmentsApi.useDelete(event.id);
  const confirmDelete = useConfirmedDelete(remove);
  const [editing, setEditing] = useState<TCapacityAssignment | 'new' | null>(null);

  const columns: TResourceColumn<TCapacityAssignment>[] = [
    { key: 'name', header: t`Name`, sortKey: 'name', render: (item) => <Text fw={700}>{item.name}</Text> },
    {
      key: 'status',
      header: t`Status`,
      render: (item) =>
        item.status === 'ACTIVE' ? (
          <Badge color="teal" variant="light">{t`Active`}</Badge>
        ) : (
          <Badge color="gray" variant="light">{t`Inactive`}</Badge>
        ),
    },
    {
      key: 'usage',
      header: t`Used / capacity`,
      sortKey: 'used_capacity',
      render: (item) => <CapacityUsage assignment={item} />,
    },
    {
      key: 'products',
      header: t`Covers`,
      render: (item) => (
        <Group gap={4}>
          {item.products.map((product) => (
            <Badge key={product.id} variant="outline" color="gray" tt="none">
              {product.title}
            </Badge>
          ))}
        </Group>
      ),
    },
  ];

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
      <Trans>Add capacity assignment</Trans>
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Capacity management</Trans>}
        description={<Trans>One limit shared by several tickets, such as the places in a venue.</Trans>}
        actions={addButton}
      />
      <ResourceTable
        testId="capacity-assignments-table"
        list={list}
        state={state}
        columns={columns}
        rowLabel={(item) => {
          const name = item.name;
          return t`Actions for ${name}`;
        }}
        actions={[
          { label: t`Edit`, icon: <IconPencil size={16} aria-hidden />, onClick: setEditing },
          {
            label: t`Delete`,
            icon: <IconTrash size={16} aria-hidden />,
            isDanger: true,
            onClick: (item) =>
              void confirmDelete(item.id, {
                name: item.name,
                message: t`Its tickets are then limited only by their own quantities. Sales so far are kept.`,
              }),
          },
        ]}
        loadErrorTitle={<Trans>We couldn't load the capacity assignments</Trans>}
        empty={
          <Paper withBorder radius="lg">
            <EmptyState
              py="xl"
              variant="light"
              icon={<IconUsersGroup size={30} aria-hidden />}
              title={<Trans>No shared capacity yet</Trans>}
              description={
                <Trans>
                  A capacity assignment caps several tickets together. For example, your venue holds 500 people whether
                  they bought early-bird or regular tickets: put both in one assignment of 500, and sales stop when the
                  venue is full.
                </Trans>
              }
            >
              <EmptyState.Actions>{addButton}</EmptyState.Actions>
            </EmptyState>
          </Paper>
        }
      />
      <CapacityAssignmentModal eventId={event.id} editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
