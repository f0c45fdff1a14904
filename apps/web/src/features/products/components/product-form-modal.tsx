import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Collapse,
  Divider,
  Group,
  Modal,
  Radio,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import {
  MAX_WAITLIST_OFFER_TIMEOUT_MINUTES,
  MIN_WAITLIST_OFFER_TIMEOUT_MINUTES,
  PRODUCT_PRICE_TYPES,
  ZCreateProduct,
  type TEvent,
  type TProduct,
  type TProductCategory,
  type TProductPriceType,
  type TTaxOrFee,
} from '@marquee/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { applyApiErrorToForm } from '../../../lib/form-errors';
import { contractResolver } from '../../../lib/form-validation';
import { notifySuccess } from '../../../lib/notify';
import { useMoneyInput } from '../../../lib/use-money-input';
import { useEventSettings } from '../../events';
import { TaxOrFeeModal, useTaxValueLabel } from '../../taxes';
import { useCreateProduct, useUpdateProduct } from '../api/catalogue';
import { useProductLabels } from '../hooks/use-product-labels';
import {
  amountProblems,
  emptyPriceRow,
  hasSales,
  productToValues,
  taxChoices,
  valuesToBody,
  type TProductFormValues,
} from '../lib/product-form';
import { SinglePriceFields, TierFields } from './price-rows-fields';
import { ProductMoreOptions } from './product-more-options';
import { RichTextField } from '../../../components/rich-text-field';

const PHONE_QUERY = '(max-width: 36em)';

export type TProductEditing = { mode: 'create'; categoryId: string } | { mode: 'edit'; product: TProduct } | null;

type TProductFormModalProps = {
  event: TEvent;
  categories: TProductCategory[];
  taxes: TTaxOrFee[];
  /** The account whose taxes and fees the form offers, and where one added from the form is created. */
  accountId: string;
  editing: TProductEditing;
  onClose: () => void;
};

/** Reference §2.7 product form: create or edit a ticket or product with its price(s), limits and visibility. */
export function ProductFormModal({ event, categories, taxes, accountId, editing, onClose }: TProductFormModalProps) {
  const { t } = useLingui();
  // A long form: on phones it takes the whole screen instead of a cramped floating box.
  const isPhone = useMediaQuery(PHONE_QUERY);
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={editing?.mode === 'edit' ? t`Edit product` : t`Create a product`}
      size="xl"
      centered
      fullScreen={isPhone}
    >
      {editing ? (
        <ProductForm
          key={editing.mode === 'edit' ? editing.product.id : `new-${editing.categoryId}`}
          event={event}
          categories={categories}
          taxes={taxes}
          accountId={accountId}
          product={editing.mode === 'edit' ? editing.product : null}
          categoryId={editing.mode === 'create' ? editing.categoryId : editing.product.product_category_id}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}

function ProductForm(props: {
  event: TEvent;
  categories: TProductCategory[];
  taxes: TTaxOrFee[];
  accountId: string;
  product: TProduct | null;
  categoryId: string;
  onClose: () => void;
}) {
  const { event, categories, taxes, accountId, product, categoryId, onClose } = props;
  // A tax or fee added without leaving the product form (the first hour has none yet).
  const [isAddingTax, setIsAddingTax] = useState(false);
  const { t } = useLingui();
  const labels = useProductLabels();
  const valueLabel = useTaxValueLabel();
  const create = useCreateProduct(event.id);
  const update = useUpdateProduct(event.id);
  const eventSettings = useEventSettings(event.id).data;
  const amountInput = useMoneyInput();
  const context = { currency: event.currency, timeZone: event.timezone, locale: amountInput.locale };
  const isLocked = hasSales(product);
  const choices = taxChoices(taxes, event.currency);
  const droppedTaxes = choices.otherCurrency.filter((tax) => product?.tax_and_fee_ids.includes(tax.id));
  // Links that saving will remove are shown at once rather than folded away.
  const [isMoreOpen, setIsMoreOpen] = useState(droppedTaxes.length > 0);
  const form = useForm<TProductFormValues>({
    mode: 'controlled',
    initialValues: productToValues(product, {
      ...context,
      categoryId,
      defaultTaxIds: choices.offered.filter((tax) => tax.is_default && tax.is_active).map((tax) => tax.id),
      otherCurrencyTaxIds: choices.otherCurrency.map((tax) => tax.id),
    }),
    validate: (values): FormErrors =>
      contractResolver<TProductFormValues>(ZCreateProduct, {
        prepare: (current) => valuesToBody(current, context),
        extra: (current) => {
          const errors: FormErrors = { title: current.title.trim() ? null : t`Give the product a name.` };
          for (const { index, reason } of amountProblems(current, context)) {
            errors[`prices.${index}.price`] = amountInput.problemText(reason, event.currency);
          }
          if (current.type === 'TIERED') {
            current.prices.forEach((row, index) => {
              if (!row.label.trim()) errors[`prices.${index}.label`] = t`Name each tier.`;
            });
          }
          const minutes = current.waitlist_offer_timeout_minutes;
          if (
            minutes !== '' &&
            !(
              Number.isInteger(Number(minutes)) &&
              Number(minutes) >= MIN_WAITLIST_OFFER_TIMEOUT_MINUTES &&
              Number(minutes) <= MAX_WAITLIST_OFFER_TIMEOUT_MINUTES
            )
          ) {
            errors.waitlist_offer_timeout_minutes = t`From ${MIN_WAITLIST_OFFER_TIMEOUT_MINUTES} to ${MAX_WAITLIST_OFFER_TIMEOUT_MINUTES} minutes (7 days); leave it empty for the event's hold time.`;
          }
          return errors;
        },
      })(values),
  });
  // Validation errors hidden in the folded options open them, so nobody hunts for the problem.
  const hasHiddenError = Object.keys(form.errors).some((key) =>
    [
      'tax_and_fee_ids',
      'min_per_order',
      'max_per_order',
      'sale_start_date',
      'sale_end_date',
      'highlight_message',
      'waitlist_enabled',
      'waitlist_processing_mode',
      'waitlist_offer_timeout_minutes',
    ].includes(key),
  );

  function changeType(value: string) {
    const type = value as TProductPriceType;
    form.setFieldValue('type', type);
    const rows = form.values.prices;
    if (type === 'TIERED' && rows.length === 1 && rows[0] && !rows[0].label) {
      form.setFieldValue('prices.0.label', t`Standard`);
    }
    if (rows.length === 0) form.setFieldValue('prices', [emptyPriceRow()]);
  }

  const handleSubmit = form.onSubmit(
    (values) => {
      const body = ZCreateProduct.parse(valuesToBody(values, context));
      const onSuccess = (saved: TProduct) => {
        const title = saved.title;
        notifySuccess(product ? t`“${title}” saved.` : t`“${title}” created.`);
        onClose();
      };
      const onError = (error: Error) => applyApiErrorToForm(form, error);
      if (product) update.mutate({ id: product.id, body }, { onSuccess, onError });
      else create.mutate(body, { onSuccess, onError });
    },
    (errors) => {
      if (Object.keys(errors).some((key) => !key.startsWith('prices') && key !== 'title')) setIsMoreOpen(true);
    },
  );

  return (
    <>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <div>
              <Text size="sm" fw={600} id="product-type-label">
                {t`What is it?`}
              </Text>
              <SegmentedControl
                mt={6}
                fullWidth
                aria-labelledby="product-type-label"
                disabled={isLocked}
                data={[
                  { value: 'TICKET', label: t`Ticket` },
                  { value: 'GENERAL', label: t`Add-on product` },
                ]}
                {...form.getInputProps('product_type')}
              />
              <Text size="xs" c="dimmed" mt={4}>
                {form.values.product_type === 'TICKET'
                  ? t`Each one admits a person, with their own name.`
                  : t`Merchandise, parking, drinks…: no attendee.`}
              </Text>
            </div>
            {categories.length > 1 ? (
              <Select
                label={t`Category`}
                data={categories.map((category) => ({ value: category.id, label: category.name }))}
                allowDeselect={false}
                {...form.getInputProps('product_category_id')}
              />
            ) : null}
          </SimpleGrid>
          <TextInput label={t`Name`} withAsterisk data-autofocus maxLength={255} {...form.getInputProps('title')} />
          <RichTextField label={t`Description`} minHeight={80} {...form.getInputProps('description')} />
          <Radio.Group
            label={t`Price type`}
            description={isLocked ? t`Locked: this product has already sold.` : undefined}
            value={form.values.type}
            onChange={changeType}
          >
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
              {PRODUCT_PRICE_TYPES.map((type) => (
                <Radio.Card
                  key={type}
                  value={type}
                  radius="md"
                  p="sm"
                  disabled={isLocked}
                  aria-label={labels.priceType(type)}
                >
                  <Group gap="xs" wrap="nowrap" align="flex-start">
                    <Radio.Indicator disabled={isLocked} />
                    <div>
                      <Text size="sm" fw={700} lh={1.2}>
                        {labels.priceType(type)}
                      </Text>
                      <Text size="xs" c="dimmed" lh={1.3}>
                        {labels.priceTypeDescription(type)}
                      </Text>
                    </div>
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          {form.values.type === 'TIERED' ? (
            <TierFields form={form} currency={event.currency} timeZone={event.timezone} />
          ) : (
            <SinglePriceFields form={form} currency={event.currency} timeZone={event.timezone} />
          )}
          <Divider />
          <Button
            variant="subtle"
            onClick={() => setIsMoreOpen((open) => !open)}
            aria-expanded={isMoreOpen || hasHiddenError}
            rightSection={
              isMoreOpen ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />
            }
            style={{ alignSelf: 'flex-start' }}
          >
            <Trans>More options</Trans>
          </Button>
          <Collapse expanded={isMoreOpen || hasHiddenError}>
            <ProductMoreOptions
              form={form}
              taxes={choices.offered}
              otherCurrencyCount={choices.otherCurrency.length}
              droppedTaxes={droppedTaxes}
              currency={event.currency}
              timeZone={event.timezone}
              valueLabel={valueLabel}
              onAddTax={() => setIsAddingTax(true)}
              eventSettings={eventSettings}
            />
          </Collapse>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {product ? <Trans>Save product</Trans> : <Trans>Create product</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
      {/* Outside the product's form: React bubbles the tax form's submit through its tree, portal or not. */}
      <TaxOrFeeModal
        accountId={accountId}
        defaultCurrency={event.currency}
        editing={isAddingTax ? 'new' : null}
        onClose={() => setIsAddingTax(false)}
        onSaved={(tax) => form.setFieldValue('tax_and_fee_ids', [...form.values.tax_and_fee_ids, tax.id])}
      />
    </>
  );
}
