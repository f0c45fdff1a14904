import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, EmptyState, Paper, Stack, Text, Tooltip } from '@mantine/core';
import type { TEvent, TPromoCode } from '@marquee/core';
import { IconCopy, IconLink, IconReceipt, IconPencil, IconPlus, IconTicket, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatInZone } from '../../../lib/zoned-time';
import {
  ResourceTable,
  useResourceListState,
  type TResourceColumn,
  copyLink,
  useConfirmedDelete,
} from '../../event-resources';
import { promoCodesApi } from '../api/promo-codes';
import { promoCodeLink, promoCodeState, usePromoDiscountLabel } from '../lib/promo-code-labels';
import { PromoCodeModal } from './promo-code-modal';
import { PageHeader } from '../../../components/page-header';
import { useNavigate } from 'react-router';

function PromoStatusBadge({ promo }: { promo: TPromoCode }) {
  const state = promoCodeState(promo);
  if (state === 'EXPIRED')
    return (
      <Badge color="gray" variant="light">
        <Trans>Expired</Trans>
      </Badge>
    );
  if (state === 'LIMIT_REACHED')
    return (
      <Badge color="orange" variant="light">
        <Trans>Limit reached</Trans>
      </Badge>
    );
  return (
    <Badge color="teal" variant="light">
      <Trans>Active</Trans>
    </Badge>
  );
}

/** Reference: /manage/event/{id}/promo-codes. */
export function PromoCodesPanel({ event }: { event: TEvent }) {
  const { t, i18n } = useLingui();
  const state = useResourceListState();
  const list = promoCodesApi.useList(event.id, state.params);
  const remove = promoCodesApi.useDelete(event.id);
  const navigate = useNavigate();
  const confirmDelete = useConfirmedDelete(remove);
  const discountLabel = usePromoDiscountLabel();
  const [editing, setEditing] = useState<TPromoCode | 'new' | null>(null);

  const columns: TResourceColumn<TPromoCode>[] = [
    {
      key: 'code',
      header: t`Code`,
      sortKey: 'code',
      render: (promo) => (
        <Text fw={700} ff="monospace">
          {promo.code}
        </Text>
      ),
    },
    { key: 'discount', header: t`Discount`, render: discountLabel },
    {
      key: 'applies',
      header: t`Applies to`,
      render: (promo) => {
        const count = promo.applicable_product_ids.length;
        return promo.applies_to_all_products
          ? t`All products`
          : plural(count, { one: '# product', other: '# products' });
      },
    },
    {
      key: 'usage',
      header: t`Used`,
      sortKey: 'live_usage_count',
      // Live orders hold the uses the limit counts; completed ones are what reports call "used".
      render: (promo) => {
        const used = promo.live_usage_count;
        const max = promo.max_allowed_usages;
        const completed = promo.order_usage_count;
        return (
          <Tooltip label={t`Reservations, orders awaiting payment and completed orders. ${completed} completed.`}>
            <span>{max === null ? t`${used} / unlimited` : `${used} / ${max}`}</span>
          </Tooltip>
        );
      },
    },
    {
      key: 'expiry',
      header: t`Expires`,
      render: (promo) =>
        promo.expiry_date
          ? formatInZone(promo.expiry_date, {
              locale: i18n.locale,
              timeZone: event.timezone,
              dateStyle: 'medium',
              timeStyle: 'short',
            })
          : t`Never`,
    },
    { key: 'status', header: t`Status`, render: (promo) => <PromoStatusBadge promo={promo} /> },
  ];

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
      <Trans>Add promo code</Trans>
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Promo codes</Trans>}
        description={
          <Trans>Discounts buyers enter at checkout, or get from a link. Codes can also unlock hidden tickets.</Trans>
        }
        actions={addButton}
      />
      <ResourceTable
        testId="promo-codes-table"
        list={list}
        state={state}
        columns={columns}
        searchPlaceholder={t`Search codes`}
        rowLabel={(promo) => {
          const code = promo.code;
          return t`Actions for ${code}`;
        }}
        actions={[
          { label: t`Edit`, icon: <IconPencil size={16} aria-hidden />, onClick: setEditing },
          {
            label: t`Copy code`,
            icon: <IconCopy size={16} aria-hidden />,
            onClick: (promo) => void copyLink(promo.code, t`Code copied.`),
          },
          {
            label: t`Copy link`,
            icon: <IconLink size={16} aria-hidden />,
            onClick: (promo) =>
              void copyLink(
                promoCodeLink(event.public_url, promo.code),
                t`Link copied. Buyers who open it get the code applied.`,
              ),
          },
          {
            label: t`View orders`,
            icon: <IconReceipt size={16} aria-hidden />,
            onClick: (promo) =>
              void navigate(`/manage/event/${event.id}/orders?promo_code=${encodeURIComponent(promo.code)}`),
          },
          {
            label: t`Delete`,
            icon: <IconTrash size={16} aria-hidden />,
            isDanger: true,
            onClick: (promo) =>
              void confirmDelete(promo.id, {
                name: promo.code,
                message: t`Buyers can no longer use it. Orders that used it keep their discount.`,
              }),
          },
        ]}
        loadErrorTitle={<Trans>We couldn't load the promo codes</Trans>}
        empty={
          <Paper withBorder radius="lg">
            <EmptyState
              py="xl"
              variant="light"
              icon={<IconTicket size={30} aria-hidden />}
              title={<Trans>No promo codes yet</Trans>}
              description={
                <Trans>
                  Give a percentage or a fixed amount off, limit it to some tickets, a number of uses or a date.
                </Trans>
              }
            >
              <EmptyState.Actions>{addButton}</EmptyState.Actions>
            </EmptyState>
          </Paper>
        }
      />
      <PromoCodeModal event={event} editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
