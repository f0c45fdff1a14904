import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  ZCreatePromoCode,
  type TCreatePromoCode,
  type TEvent,
  type TPromoCode,
  type TPromoDiscountType,
} from '@marquee/core';
import { ZonedDateTimeInput } from '../../../components/zoned-date-time-input';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { formatAmountInput, numberSeparators, parseAmountInput } from '../../../lib/money-text';
import { notifySuccess } from '../../../lib/notify';
import { useMoneyInput } from '../../../lib/use-money-input';
import { isLocalDateTime, utcIsoToZoned, zonedToUtcIso } from '../../../lib/zoned-time';
import { GenerateCodeButton, useEventProductOptions } from '../../event-resources';
import { promoCodesApi } from '../api/promo-codes';

type TValues = {
  code: string;
  discount_type: TPromoDiscountType;
  percentage: number | string;
  amount: string;
  applicable_product_ids: string[];
  max_allowed_usages: number | string;
  expiry_date: string;
};

function valuesFrom(promo: TPromoCode | null, event: TEvent, locale: string): TValues {
  return {
    code: promo?.code ?? '',
    discount_type: promo?.discount_type ?? 'PERCENTAGE',
    percentage: promo?.discount_type === 'PERCENTAGE' ? promo.discount : '',
    amount:
      promo?.discount_type === 'FIXED' ? formatAmountInput(promo.discount, { currency: event.currency, locale }) : '',
    applicable_product_ids: promo?.applicable_product_ids ?? [],
    max_allowed_usages: promo?.max_allowed_usages ?? '',
    expiry_date: promo?.expiry_date ? utcIsoToZoned(promo.expiry_date, event.timezone) : '',
  };
}

/**
 * Percent as typed (may be 12.5), a fixed amount typed in the viewer's format (decision 159) sent in minor units,
 * the expiry in UTC.
 */
function toBody(values: TValues, event: TEvent, locale: string): TCreatePromoCode {
  const amount = parseAmountInput(values.amount, { currency: event.currency, locale });
  const fixed = amount.ok ? amount.minor : null;
  const discount =
    values.discount_type === 'PERCENTAGE'
      ? values.percentage === ''
        ? null
        : Number(values.percentage)
      : values.discount_type === 'FIXED'
        ? fixed
        : 0;
  return {
    code: values.code,
    discount_type: values.discount_type,
    discount,
    applicable_product_ids: values.applicable_product_ids,
    max_allowed_usages: values.max_allowed_usages === '' ? null : Number(values.max_allowed_usages),
    expiry_date: isLocalDateTime(values.expiry_date) ? zonedToUtcIso(values.expiry_date, event.timezone) : null,
  };
}

type TProps = { event: TEvent; editing: TPromoCode | 'new' | null; onClose: () => void };

export function PromoCodeModal({ event, editing, onClose }: TProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      centered
      size="lg"
      title={editing === 'new' ? t`Add a promo code` : t`Edit promo code`}
    >
      {editing !== null ? (
        <PromoCodeForm
          key={editing === 'new' ? 'new' : editing.id}
          event={event}
          promo={editing === 'new' ? null : editing}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function PromoCodeForm({ event, promo, onClose }: { event: TEvent; promo: TPromoCode | null; onClose: () => void }) {
  const { t } = useLingui();
  const amountInput = useMoneyInput();
  const { locale } = amountInput;
  const create = promoCodesApi.useCreate(event.id);
  const update = promoCodesApi.useUpdate(event.id);
  const products = useEventProductOptions(event.id);
  // A fixed discount of zero is refused like an unreadable one: "No discount" is the type for that.
  const fixedAmountProblem = (text: string): string | null => {
    const parsed = amountInput.parse(text, event.currency);
    if (!parsed.ok) return amountInput.problemText(parsed.reason, event.currency);
    return parsed.minor === 0 ? amountInput.problemText('invalid', event.currency) : null;
  };
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: valuesFrom(promo, event, locale),
    validate: (values): FormErrors => {
      const errors = contractResolver<TValues>(ZCreatePromoCode, {
        prepare: (current) => toBody(current, event, locale),
        extra: (current) => ({
          percentage:
            current.discount_type === 'PERCENTAGE' &&
            (current.percentage === '' || Number(current.percentage) <= 0 || Number(current.percentage) > 100)
              ? t`Enter a percentage above 0 and at most 100.`
              : null,
          amount: current.discount_type === 'FIXED' ? fixedAmountProblem(current.amount) : null,
          expiry_date:
            current.expiry_date && !isLocalDateTime(current.expiry_date) ? t`Enter a valid date and time.` : null,
        }),
      })(values);
      // The contract names the amount `discount`; the form has one field per type.
      delete errors.discount;
      return errors;
    },
  });

  const handleSubmit = form.onSubmit((values) => {
    const body = toBody(values, event, locale);
    const options = {
      onSuccess: (saved: TPromoCode) => {
        const code = saved.code;
        notifySuccess(promo ? t`${code} saved.` : t`${code} added.`);
        onClose();
      },
      onError: (error: Error) => {
        applyApiErrorToForm(
          {
            getValues: () => ({ ...form.getValues(), discount: null }),
            setFieldError: (path: string, message) =>
              form.setFieldError(
                path === 'discount' ? (values.discount_type === 'FIXED' ? 'amount' : 'percentage') : path,
                message,
              ),
          },
          error,
        );
      },
    };
    if (promo) update.mutate({ id: promo.id, body }, options);
    else create.mutate(body, options);
  });

  const type = form.values.discount_type;
  const currency = event.currency;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Code`}
          description={t`Buyers type it at checkout; upper and lower case count as the same code.`}
          placeholder="SUMMER10"
          withAsterisk
          data-autofocus
          maxLength={50}
          rightSection={<GenerateCodeButton onGenerate={(code) => form.setFieldValue('code', code)} />}
          {...form.getInputProps('code')}
        />
        <div>
          <Text size="sm" fw={600} id="promo-type-label">
            {t`Discount`}
          </Text>
          <SegmentedControl
            mt={6}
            fullWidth
            aria-labelledby="promo-type-label"
            data={[
              { value: 'PERCENTAGE', label: t`Percentage` },
              { value: 'FIXED', label: t`Fixed amount` },
              { value: 'NONE', label: t`No discount` },
            ]}
            {...form.getInputProps('discount_type')}
          />
        </div>
        {type === 'PERCENTAGE' ? (
          <NumberInput
            label={t`Percentage off`}
            withAsterisk
            min={0}
            max={100}
            decimalScale={2}
            decimalSeparator={numberSeparators(locale).decimal}
            allowNegative={false}
            suffix=" %"
            {...form.getInputProps('percentage')}
          />
        ) : type === 'FIXED' ? (
          <TextInput
            label={t`Amount off`}
            description={t`Per ticket or product, in ${currency}.`}
            inputMode="decimal"
            withAsterisk
            placeholder={amountInput.format(500, currency)}
            {...form.getInputProps('amount')}
          />
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>This code only unlocks products that are hidden without a promo code.</Trans>
          </Text>
        )}
        <MultiSelect
          label={t`Applies to`}
          description={t`Leave empty for every product of the event.`}
          searchable
          data={products.options}
          placeholder={form.values.applicable_product_ids.length === 0 ? t`All products` : undefined}
          nothingFoundMessage={t`No products match.`}
          {...form.getInputProps('applicable_product_ids')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={t`Usage limit`}
            description={t`Orders that may use it; empty for unlimited.`}
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('max_allowed_usages')}
          />
          <ZonedDateTimeInput
            label={t`Expires`}
            description={t`In the event's time zone; empty for never.`}
            timeZone={event.timezone}
            {...form.getInputProps('expiry_date')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {promo ? <Trans>Save</Trans> : <Trans>Add</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
