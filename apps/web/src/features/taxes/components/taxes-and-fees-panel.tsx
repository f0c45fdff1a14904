import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  Menu,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { formatMoney, formatNumber, type TTaxOrFee } from '@marquee/core';
import { IconDots, IconPencil, IconPercentage, IconPlus, IconReceiptTax, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDeleteTaxOrFee, useTaxesAndFees } from '../api/taxes-and-fees';
import { TaxOrFeeModal } from './tax-or-fee-modal';

/** "8.875 %" or "€1.50", in the reader's number format. */
export function useTaxValueLabel() {
  const { i18n } = useLingui();
  return (tax: Pick<TTaxOrFee, 'calculation' | 'rate' | 'amount' | 'currency'>) =>
    tax.calculation === 'PERCENTAGE'
      ? `${formatNumber(tax.rate, i18n.locale, { maximumFractionDigits: 3 })} %`
      : formatMoney(tax.amount ?? 0, tax.currency ?? 'USD', i18n.locale);
}

function TaxCard({ tax, onEdit, onDelete }: { tax: TTaxOrFee; onEdit: () => void; onDelete: () => void }) {
  const { t } = useLingui();
  const valueLabel = useTaxValueLabel();
  const name = tax.name;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="tax-card">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon size={40} radius="xl" variant="light" color={tax.type === 'TAX' ? 'blue' : 'grape'} aria-hidden>
            {tax.type === 'TAX' ? <IconReceiptTax size={20} /> : <IconPercentage size={20} />}
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fw={800} truncate>
              {name}
            </Text>
            <Text size="sm" c="dimmed">
              {tax.type === 'TAX' ? <Trans>Tax</Trans> : <Trans>Fee</Trans>}
            </Text>
          </Stack>
        </Group>
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${name}`}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              <Trans>Edit</Trans>
            </Menu.Item>
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              <Trans>Delete</Trans>
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Group gap={6} mt="md">
        <Badge size="lg" variant="light" radius="md">
          {valueLabel(tax)}
        </Badge>
        {tax.is_default ? (
          <Badge variant="outline" color="teal">
            <Trans>Default</Trans>
          </Badge>
        ) : null}
        {!tax.is_active ? (
          <Badge variant="outline" color="gray">
            <Trans>Inactive</Trans>
          </Badge>
        ) : null}
      </Group>
      {tax.description ? (
        <Text size="sm" c="dimmed" mt="sm" lineClamp={2}>
          {tax.description}
        </Text>
      ) : null}
    </Card>
  );
}

/** /account/taxes-and-fees: the account's taxes and fees as cards, with create, edit and delete. */
export function TaxesAndFeesPanel({ accountId, defaultCurrency }: { accountId: string; defaultCurrency: string }) {
  const { t } = useLingui();
  const taxes = useTaxesAndFees(accountId);
  const remove = useDeleteTaxOrFee(accountId);
  const [editing, setEditing] = useState<TTaxOrFee | 'new' | null>(null);

  async function handleDelete(tax: TTaxOrFee) {
    const name = tax.name;
    const isConfirmed = await confirmAction({
      title: t`Delete ${name}?`,
      message: t`Products stop applying it. Orders already placed keep the amounts they were charged.`,
      confirmLabel: t`Delete`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    try {
      await remove.mutateAsync(tax.id);
      notifySuccess(t`${name} deleted.`);
    } catch (error) {
      notifyError(isApiError(error) ? error.message : t`It could not be deleted.`);
    }
  }

  const list = taxes.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed" size="sm" maw={560}>
          <Trans>
            Taxes and fees you can add to tickets and products. Taxes and fees are shown separately to buyers.
          </Trans>
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          <Trans>Add tax or fee</Trans>
        </Button>
      </Group>
      {taxes.isError ? (
        <LoadError
          title={<Trans>We couldn't load the taxes and fees</Trans>}
          error={taxes.error}
          onRetry={() => void taxes.refetch()}
        />
      ) : !list ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          <Skeleton h={130} radius="lg" />
          <Skeleton h={130} radius="lg" />
        </SimpleGrid>
      ) : list.length === 0 ? (
        <Paper withBorder radius="lg">
          <EmptyState
            py="xl"
            variant="light"
            icon={<IconReceiptTax size={30} aria-hidden />}
            title={<Trans>No taxes or fees yet</Trans>}
            description={<Trans>Add VAT, sales tax or a booking fee once, then pick it on any product.</Trans>}
          >
            <EmptyState.Actions>
              <Button onClick={() => setEditing('new')}>
                <Trans>Add tax or fee</Trans>
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.map((tax) => (
            <TaxCard key={tax.id} tax={tax} onEdit={() => setEditing(tax)} onDelete={() => void handleDelete(tax)} />
          ))}
        </SimpleGrid>
      )}
      <TaxOrFeeModal
        accountId={accountId}
        defaultCurrency={defaultCurrency}
        editing={editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}
