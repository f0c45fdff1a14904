import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ZonedDateTimeInput } from '../../../components/zoned-date-time-input';
import { useMoneyInput } from '../../../lib/use-money-input';
import { emptyPriceRow, type TProductFormValues } from '../lib/product-form';

type TPriceFieldsProps = {
  form: UseFormReturnType<TProductFormValues>;
  currency: string;
  timeZone: string;
};

/** The price and quantity of a PAID, FREE or DONATION product (one row). */
export function SinglePriceFields({ form, currency }: TPriceFieldsProps) {
  const { t } = useLingui();
  const amountInput = useMoneyInput();
  const type = form.values.type;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={type === 'DONATION' ? t`Minimum price` : t`Price`}
        description={type === 'DONATION' ? t`Buyers pay this or more.` : undefined}
        inputMode="decimal"
        placeholder={amountInput.format(0, currency)}
        leftSection={
          <Text size="xs" c="dimmed">
            {currency}
          </Text>
        }
        leftSectionWidth={44}
        disabled={type === 'FREE'}
        withAsterisk={type !== 'FREE'}
        {...form.getInputProps('prices.0.price')}
        value={type === 'FREE' ? '0' : form.values.prices[0]?.price}
      />
      <NumberInput
        label={t`Quantity available`}
        description={t`Leave empty for unlimited.`}
        placeholder={t`Unlimited`}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('prices.0.quantity')}
      />
    </SimpleGrid>
  );
}

/** The tiers of a TIERED product: each named, priced and counted, with its own optional sale window. */
export function TierFields({ form, currency, timeZone }: TPriceFieldsProps) {
  const { t } = useLingui();
  const amountInput = useMoneyInput();
  const rows = form.values.prices;
  return (
    <Stack gap="sm">
      {rows.map((row, index) => {
        const position = index + 1;
        const isRemovable = rows.length > 1 && row.quantity_sold === 0;
        const removeLabel = t`Remove tier ${position}`;
        return (
          <Paper key={row.key} withBorder radius="md" p="sm" data-testid="tier-row">
            <Stack gap="xs">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={700}>
                  <Trans>Tier {position}</Trans>
                </Text>
                <Tooltip
                  label={
                    row.quantity_sold > 0
                      ? t`This tier has sales; hide it instead.`
                      : t`A product keeps at least one tier.`
                  }
                  disabled={isRemovable}
                  withArrow
                >
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={removeLabel}
                    disabled={!isRemovable}
                    onClick={() => form.removeListItem('prices', index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <TextInput
                  label={t`Tier name`}
                  withAsterisk
                  maxLength={255}
                  {...form.getInputProps(`prices.${index}.label`)}
                />
                <TextInput
                  label={t`Price`}
                  withAsterisk
                  inputMode="decimal"
                  placeholder={amountInput.format(0, currency)}
                  leftSection={
                    <Text size="xs" c="dimmed">
                      {currency}
                    </Text>
                  }
                  leftSectionWidth={44}
                  {...form.getInputProps(`prices.${index}.price`)}
                />
                <NumberInput
                  label={t`Quantity`}
                  placeholder={t`Unlimited`}
                  min={row.quantity_sold}
                  allowDecimal={false}
                  allowNegative={false}
                  {...form.getInputProps(`prices.${index}.quantity`)}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <ZonedDateTimeInput
                  label={t`Tier sale starts`}
                  timeZone={timeZone}
                  {...form.getInputProps(`prices.${index}.sale_start_date`)}
                />
                <ZonedDateTimeInput
                  label={t`Tier sale ends`}
                  timeZone={timeZone}
                  {...form.getInputProps(`prices.${index}.sale_end_date`)}
                />
              </SimpleGrid>
              <Switch
                label={t`Hide this tier`}
                {...form.getInputProps(`prices.${index}.is_hidden`, { type: 'checkbox' })}
              />
            </Stack>
          </Paper>
        );
      })}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => form.insertListItem('prices', emptyPriceRow())}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Add tier</Trans>
      </Button>
    </Stack>
  );
}
