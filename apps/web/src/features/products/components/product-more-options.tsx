import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Divider,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TEventSettings, TTaxOrFee } from '@marquee/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { ZonedDateTimeInput } from '../../../components/zoned-date-time-input';
import type { TProductFormValues } from '../lib/product-form';
import { ProductWaitlistFields } from './product-waitlist-fields';

type TMoreOptionsProps = {
  form: UseFormReturnType<TProductFormValues>;
  /** The taxes and fees that fit the event's currency (`taxChoices`). */
  taxes: TTaxOrFee[];
  /** How many are left out: fixed amounts in other currencies. */
  otherCurrencyCount: number;
  /** Links of the product to ones left out, which saving removes. */
  droppedTaxes: TTaxOrFee[];
  currency: string;
  timeZone: string;
  valueLabel: (tax: TTaxOrFee) => string;
  /** Opens the form of a new tax or fee, which the product then uses. */
  onAddTax: () => void;
  /** The event's waiting-list defaults, named beside the product's own choices; undefined while loading. */
  eventSettings?: TEventSettings;
};

/** Taxes and fees, order limits, the sale window and visibility: the less common settings of a product. */
export function ProductMoreOptions(props: TMoreOptionsProps) {
  const { form, taxes, otherCurrencyCount, droppedTaxes, currency, timeZone, valueLabel, onAddTax, eventSettings } =
    props;
  const { t } = useLingui();
  const isFreeWithTaxes = form.values.type === 'FREE' && form.values.tax_and_fee_ids.length > 0;
  const visibility: { key: keyof TProductFormValues; label: string }[] = [
    { key: 'hide_before_sale_start_date', label: t`Hide before the sale starts` },
    { key: 'hide_after_sale_end_date', label: t`Hide after the sale ends` },
    { key: 'hide_when_sold_out', label: t`Hide when sold out` },
    { key: 'show_quantity_remaining', label: t`Show how many are left` },
    { key: 'start_collapsed', label: t`Show collapsed at first` },
    { key: 'is_hidden_without_promo_code', label: t`Only with a promo code` },
    { key: 'is_hidden', label: t`Hide from buyers` },
  ];
  return (
    <Stack gap="md">
      <MultiSelect
        label={t`Taxes and fees`}
        description={t`Added on top of the price, as set up in the account.`}
        placeholder={
          taxes.length
            ? t`Choose taxes and fees`
            : otherCurrencyCount
              ? t`None in ${currency} set up in the account yet`
              : t`None set up in the account yet`
        }
        data={taxes.map((tax) => ({
          value: tax.id,
          label: `${tax.name} (${valueLabel(tax)})`,
          disabled: !tax.is_active,
        }))}
        clearable
        searchable
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('tax_and_fee_ids')}
      />
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPlus size={14} aria-hidden />}
        onClick={onAddTax}
        style={{ alignSelf: 'flex-start' }}
        mt={-8}
      >
        <Trans>New tax or fee</Trans>
      </Button>
      {otherCurrencyCount > 0 ? (
        <Text size="xs" c="dimmed" mt={-8}>
          <Trans>
            Fixed amounts in other currencies are not listed: they can only apply to events in their own currency.
          </Trans>
        </Text>
      ) : null}
      {droppedTaxes.length > 0 ? (
        <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} />}>
          <Stack gap={4}>
            {droppedTaxes.map((tax) => {
              const name = tax.name;
              const taxCurrency = tax.currency ?? '';
              return (
                <Text size="sm" key={tax.id}>
                  <Trans>
                    “{name}” is a fixed amount in {taxCurrency}, so it was never charged on this event’s prices in{' '}
                    {currency}. Saving removes it from this product.
                  </Trans>
                </Text>
              );
            })}
          </Stack>
        </Alert>
      ) : null}
      {isFreeWithTaxes ? (
        <Alert variant="light" color="orange" icon={<IconInfoCircle size={18} />}>
          <Stack gap={6} align="flex-start">
            <Text size="sm">
              <Trans>Free products are never charged, so taxes and fees do not apply to them.</Trans>
            </Text>
            <Button size="compact-xs" variant="light" onClick={() => form.setFieldValue('tax_and_fee_ids', [])}>
              <Trans>Remove them</Trans>
            </Button>
          </Stack>
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput
          label={t`Minimum per order`}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('min_per_order')}
        />
        <NumberInput
          label={t`Maximum per order`}
          placeholder="100"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('max_per_order')}
        />
        <ZonedDateTimeInput label={t`Sale starts`} timeZone={timeZone} {...form.getInputProps('sale_start_date')} />
        <ZonedDateTimeInput label={t`Sale ends`} timeZone={timeZone} {...form.getInputProps('sale_end_date')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {visibility.map((option) => (
          <Switch key={option.key} label={option.label} {...form.getInputProps(option.key, { type: 'checkbox' })} />
        ))}
      </SimpleGrid>
      <Switch label={t`Highlight this product`} {...form.getInputProps('is_highlighted', { type: 'checkbox' })} />
      {form.values.is_highlighted ? (
        <TextInput
          label={t`Highlight message`}
          placeholder={t`e.g. Best value`}
          maxLength={255}
          {...form.getInputProps('highlight_message')}
        />
      ) : null}
      <Divider />
      <ProductWaitlistFields form={form} eventSettings={eventSettings} />
    </Stack>
  );
}
