import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, EmptyState, Paper, Stack, Text } from '@mantine/core';
import { formatMoney, formatNumber, slugify, type TAffiliate, type TEvent } from '@marquee/core';
import {
  IconCopy,
  IconLink,
  IconReceipt,
  IconPencil,
  IconPlus,
  IconShare,
  IconSpeakerphone,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import {
  ResourceTable,
  useResourceListState,
  type TResourceColumn,
  useConfirmedDelete,
  copyLink,
  withQueryParam,
} from '../../event-resources';
import { ExportMenu } from '../../../components/export-menu';
import { affiliatesApi, downloadAffiliatesExport } from '../api/affiliates';
import { AffiliateModal } from './affiliate-modal';
import { PageHeader } from '../../../components/page-header';
import { ShareModal } from '../../../components/share-modal';
import { useNavigate } from 'react-router';

/** Reference: /manage/event/{id}/affiliates. */
export function AffiliatesPanel({ event }: { event: TEvent }) {
  const { t, i18n } = useLingui();
  const state = useResourceListState();
  const list = affiliatesApi.useList(event.id, state.params);
  const remove = affiliatesApi.useDelete(event.id);
  const navigate = useNavigate();
  const confirmDelete = useConfirmedDelete(remove);
  const [editing, setEditing] = useState<TAffiliate | 'new' | null>(null);
  const [sharing, setSharing] = useState<TAffiliate | null>(null);
  const sharingName = sharing?.name ?? '';
  const trackingLink = (affiliate: TAffiliate) => withQueryParam(event.public_url, 'aff', affiliate.code);

  const columns: TResourceColumn<TAffiliate>[] = [
    { key: 'name', header: t`Name`, sortKey: 'name', render: (item) => <Text fw={700}>{item.name}</Text> },
    { key: 'code', header: t`Code`, render: (item) => <Text ff="monospace">{item.code}</Text> },
    {
      key: 'email',
      header: t`Email`,
      render: (item) => (item.email ? <Anchor href={`mailto:${item.email}`}>{item.email}</Anchor> : '—'),
    },
    {
      key: 'status',
      header: t`Status`,
      render: (item) =>
        item.status === 'ACTIVE' ? (
          <Badge color="teal" variant="light">
            <Trans>Active</Trans>
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            <Trans>Inactive</Trans>
          </Badge>
        ),
    },
    {
      key: 'orders',
      header: t`Orders`,
      sortKey: 'total_sales',
      render: (item) => formatNumber(item.total_sales, i18n.locale),
    },
    {
      key: 'revenue',
      header: t`Revenue`,
      sortKey: 'total_sales_gross',
      render: (item) => formatMoney(item.total_sales_gross, item.currency, i18n.locale),
    },
  ];

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
      <Trans>Add affiliate</Trans>
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Affiliates</Trans>}
        description={
          <Trans>Partners who share your event with their own link; see the orders and revenue each brings.</Trans>
        }
        actions={
          <>
            <ExportMenu onExport={(format) => downloadAffiliatesExport(event.id, format)} />
            {addButton}
          </>
        }
      />
      <ResourceTable
        testId="affiliates-table"
        list={list}
        state={state}
        columns={columns}
        searchPlaceholder={t`Search name, code or email`}
        rowLabel={(item) => {
          const name = item.name;
          return t`Actions for ${name}`;
        }}
        actions={[
          { label: t`Edit`, icon: <IconPencil size={16} aria-hidden />, onClick: setEditing },
          {
            label: t`Copy code`,
            icon: <IconCopy size={16} aria-hidden />,
            onClick: (item) => void copyLink(item.code, t`Code copied.`),
          },
          {
            label: t`Copy tracking link`,
            icon: <IconLink size={16} aria-hidden />,
            onClick: (item) => void copyLink(trackingLink(item), t`Tracking link copied.`),
          },
          {
            label: t`Share tracking link`,
            icon: <IconShare size={16} aria-hidden />,
            onClick: setSharing,
          },
          {
            label: t`View orders`,
            icon: <IconReceipt size={16} aria-hidden />,
            onClick: (item) =>
              void navigate(`/manage/event/${event.id}/orders?affiliate_code=${encodeURIComponent(item.code)}`),
          },
          {
            label: t`Delete`,
            icon: <IconTrash size={16} aria-hidden />,
            isDanger: true,
            onClick: (item) =>
              void confirmDelete(item.id, {
                name: item.name,
                message: t`Their link stops counting new orders. Orders already attributed keep it.`,
              }),
          },
        ]}
        loadErrorTitle={<Trans>We couldn't load the affiliates</Trans>}
        empty={
          <Paper withBorder radius="lg">
            <EmptyState
              py="xl"
              variant="light"
              icon={<IconSpeakerphone size={30} aria-hidden />}
              title={<Trans>No affiliates yet</Trans>}
              description={
                <Trans>
                  Give a blogger, a venue or a partner their own link, and see which orders they brought in.
                </Trans>
              }
            >
              <EmptyState.Actions>{addButton}</EmptyState.Actions>
            </EmptyState>
          </Paper>
        }
      />
      <AffiliateModal eventId={event.id} editing={editing} onClose={() => setEditing(null)} />
      {sharing ? (
        <ShareModal
          opened
          onClose={() => setSharing(null)}
          url={trackingLink(sharing)}
          title={event.title}
          heading={t`Tracking link of ${sharingName}`}
          qrFileName={`${slugify(event.title, 'event')}-${slugify(sharing.code, 'affiliate')}-qr-code`}
        />
      ) : null}
    </Stack>
  );
}
