import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  ZCreateTaxOrFee,
  type TCreateTaxOrFee,
  type TTaxCalculation,
  type TTaxOrFee,
  type TTaxOrFeeType,
} from '@marquee/core';
import { CurrencySelect } from '../../../components/currency-select';
import { formatAmountInput, numberSeparators, parseAmountInput } from '../../../lib/money-text';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useMoneyInput } from '../../../lib/use-money-input';
import { useCreateTaxOrFee, useUpdateTaxOrFee } from '../api/taxes-and-fees';

type TTaxValues = {
  type: TTaxOrFeeType;
  calculation: TTaxCalculation;
  name: string;
  rate: number | string;
  amount: string;
  currency: string;
  description: string;
  is_default: boolean;
  is_active: boolean;
};

function valuesFrom(tax: TTaxOrFee | null, defaultCurrency: string, locale: string): TTaxValues {
  return {
    type: tax?.type ?? 'TAX',
    calculation: tax?.calculation ?? 'PERCENTAGE',
    name: tax?.name ?? '',
    rate: tax?.rate ?? '',
    amount:
      tax?.amount !== null && tax?.amount !== undefined && tax.currency
        ? formatAmountInput(tax.amount, { currency: tax.currency, locale })
        : '',
    currency: tax?.currency ?? defaultCurrency,
    description: tax?.description ?? '',
    is_default: tax?.is_default ?? true,
    is_active: tax?.is_active ?? true,
  };
}

/**
 * Form values to the contract: a percentage as a number, a fixed amount typed in the viewer's format (decision 159)
 * sent in minor units.
 */
function toBody(values: TTaxValues, locale: string): TCreateTaxOrFee {
  const isPercentage = values.calculation === 'PERCENTAGE';
  const amount = parseAmountInput(values.amount, { currency: values.currency, locale });
  return {
    type: values.type,
    calculation: values.calculation,
    name: values.name,
    description: values.description.trim() || null,
    rate: isPercentage && values.rate !== '' ? Number(values.rate) : null,
    amount: isPercentage || !amount.ok ? null : amount.minor,
    currency: isPercentage ? null : values.currency,
    is_default: values.is_default,
    is_active: values.is_active,
  };
}

type TTaxOrFeeModalProps = {
  accountId: string;
  defaultCurrency: string;
  /** null: closed; 'new': create; a tax: edit it. */
  editing: TTaxOrFee | 'new' | null;
  onClose: () => void;
  /**
   * Called with the tax or fee once saved, instead of the toast: the product form picks the new one at once, and its
   * chip in the field is the feedback (a toast would cover the form's own buttons).
   */
  onSaved?: (tax: TTaxOrFee) => void;
};

/** Create or edit an account tax or fee (reference §2.5). */
export function TaxOrFeeModal({ accountId, defaultCurrency, editing, onClose, onSaved }: TTaxOrFeeModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing === 'new' ? t`Add a tax or fee` : t`Edit tax or fee`}
      centered
      size="lg"
    >
      {editing !== null ? (
        <TaxOrFeeForm
          key={editing === 'new' ? 'new' : editing.id}
          accountId={accountId}
          tax={editing === 'new' ? null : editing}
          defaultCurrency={defaultCurrency}
          onClose={onClose}
          onSaved={onSaved}
        />
      ) : null}
    </Modal>
  );
}

function TaxOrFeeForm({
  accountId,
  tax,
  defaultCurrency,
  onClose,
  onSaved,
}: {
  accountId: string;
  tax: TTaxOrFee | null;
  defaultCurrency: string;
  onClose: () => void;
  onSaved?: (tax: TTaxOrFee) => void;
}) {
  const { t } = useLingui();
  const create = useCreateTaxOrFee(accountId);
  const update = useUpdateTaxOrFee(accountId);
  const amountInput = useMoneyInput();
  const { locale } = amountInput;
  const amountProblem = (text: string, currency: string): string | null => {
    const parsed = amountInput.parse(text, currency);
    return parsed.ok ? null : amountInput.problemText(parsed.reason, currency);
  };
  const form = useForm<TTaxValues>({
    mode: 'controlled',
    initialValues: valuesFrom(tax, defaultCurrency, locale),
    validate: (values): FormErrors =>
      contractResolver<TTaxValues>(ZCreateTaxOrFee, {
        prepare: (current) => toBody(current, locale),
        extra: (current) => ({
          name: current.name.trim() ? null : t`Enter a name.`,
          rate:
            current.calculation === 'PERCENTAGE' &&
            (current.rate === '' || Number(current.rate) > 100 || Number(current.rate) < 0)
              ? t`Enter a percentage between 0 and 100.`
              : null,
          amount: current.calculation === 'FIXED' ? amountProblem(current.amount, current.currency) : null,
        }),
      })(values),
  });
  const isPending = create.isPending || update.isPending;
  const isTax = form.values.type === 'TAX';

  const handleSubmit = form.onSubmit((values) => {
    const body = ZCreateTaxOrFee.parse(toBody(values, locale));
    const options = {
      onSuccess: (saved: TTaxOrFee) => {
        const name = saved.name;
        if (onSaved) onSaved(saved);
        else notifySuccess(tax ? t`${name} saved.` : t`${name} added.`);
        onClose();
      },
      onError: (error: Error) => applyApiErrorToForm(form, error),
    };
    if (tax) update.mutate({ id: tax.id, body }, options);
    else create.mutate(body, options);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <div>
            <Text size="sm" fw={600} id="tax-type-label">
              {t`Kind`}
            </Text>
            <SegmentedControl
              mt={6}
              fullWidth
              aria-labelledby="tax-type-label"
              data={[
                { value: 'TAX', label: t`Tax` },
                { value: 'FEE', label: t`Fee` },
              ]}
              {...form.getInputProps('type')}
            />
          </div>
          <div>
            <Text size="sm" fw={600} id="tax-calculation-label">
              {t`Calculated as`}
            </Text>
            <SegmentedControl
              mt={6}
              fullWidth
              aria-labelledby="tax-calculation-label"
              data={[
                { value: 'PERCENTAGE', label: t`Percentage` },
                { value: 'FIXED', label: t`Fixed amount` },
              ]}
              {...form.getInputProps('calculation')}
            />
          </div>
        </SimpleGrid>
        <TextInput
          label={t`Name`}
          placeholder={isTax ? t`e.g. VAT` : t`e.g. Booking fee`}
          withAsterisk
          data-autofocus
          maxLength={255}
          {...form.getInputProps('name')}
        />
        {form.values.calculation === 'PERCENTAGE' ? (
          <NumberInput
            label={t`Rate`}
            withAsterisk
            min={0}
            max={100}
            decimalScale={3}
            decimalSeparator={numberSeparators(locale).decimal}
            allowNegative={false}
            suffix=" %"
            {...form.getInputProps('rate')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label={t`Amount`}
              description={t`Per ticket or product sold.`}
              inputMode="decimal"
              withAsterisk
              placeholder={amountInput.format(150, form.values.currency)}
              {...form.getInputProps('amount')}
            />
            <CurrencySelect
              withAsterisk
              description={t`Applies only to events priced in it.`}
              {...form.getInputProps('currency')}
            />
          </SimpleGrid>
        )}
        <Textarea label={t`Description`} autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
        <Switch label={t`Add to new products by default`} {...form.getInputProps('is_default', { type: 'checkbox' })} />
        <Switch
          label={t`Active`}
          description={t`Inactive ones are kept but not applied to new orders.`}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={isPending}>
            {tax ? <Trans>Save</Trans> : <Trans>Add</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
