import { Trans, useLingui } from '@lingui/react/macro';
import { NumberInput, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { invoicingSettingsProblems, type TEventSettings } from '@marquee/core';
import { SectionActions } from '../../../../components/section-actions';
import { blankToNull, useEventSettingsForm } from './event-settings-form';

type TInvoicingValues = {
  enable_invoicing: boolean;
  invoice_label: string;
  invoice_prefix: string;
  invoice_start_number: number | string;
  invoice_payment_terms_days: number | string;
  organization_name: string;
  organization_address: string;
  invoice_tax_details: string;
  invoice_notes: string;
};

/** A NumberInput left empty gives '' — the API's null. */
const numberOrNull = (value: number | string): number | null => (typeof value === 'number' ? value : null);

/** Reference §2.7 payment & invoicing: numbered invoices for paid orders, issued in the organizer's name. */
export function EventInvoicingSection({ eventId, settings }: { eventId: string; settings: TEventSettings }) {
  const { t } = useLingui();
  const { form, handleSubmit, isPending } = useEventSettingsForm<TInvoicingValues>({
    eventId,
    settings,
    toValues: (current) => ({
      enable_invoicing: current.enable_invoicing,
      invoice_label: current.invoice_label,
      invoice_prefix: current.invoice_prefix,
      invoice_start_number: current.invoice_start_number,
      invoice_payment_terms_days: current.invoice_payment_terms_days ?? '',
      organization_name: current.organization_name ?? '',
      organization_address: current.organization_address ?? '',
      invoice_tax_details: current.invoice_tax_details ?? '',
      invoice_notes: current.invoice_notes ?? '',
    }),
    toBody: (values) => ({
      enable_invoicing: values.enable_invoicing,
      invoice_label: values.invoice_label,
      invoice_prefix: values.invoice_prefix.trim(),
      invoice_start_number: numberOrNull(values.invoice_start_number) ?? 1,
      invoice_payment_terms_days: numberOrNull(values.invoice_payment_terms_days),
      organization_name: blankToNull(values.organization_name),
      organization_address: blankToNull(values.organization_address),
      invoice_tax_details: blankToNull(values.invoice_tax_details),
      invoice_notes: blankToNull(values.invoice_notes),
    }),
    extra: (values) => {
      const problems = invoicingSettingsProblems({
        enable_invoicing: values.enable_invoicing,
        organization_name: values.organization_name,
        organization_address: values.organization_address,
      });
      return {
        organization_name: problems.organization_name ? t`Invoices need the name of who issues them.` : null,
        organization_address: problems.organization_address ? t`Invoices need the address of who issues them.` : null,
      };
    },
    successMessage: t`Invoice settings saved.`,
  });
  const prefix = form.values.invoice_prefix.trim();
  const start = numberOrNull(form.values.invoice_start_number) ?? 1;
  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Switch
          label={t`Issue invoices for orders`}
          description={t`Buyers can download an invoice from their order; it is attached to the confirmation email.`}
          {...form.getInputProps('enable_invoicing', { type: 'checkbox' })}
        />
        {form.values.enable_invoicing ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput
                label={t`Document name`}
                withAsterisk
                maxLength={50}
                {...form.getInputProps('invoice_label')}
              />
              <TextInput
                label={t`Number prefix`}
                description={t`Letters, digits and dashes.`}
                maxLength={10}
                {...form.getInputProps('invoice_prefix')}
              />
              <NumberInput
                label={t`First number`}
                min={1}
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('invoice_start_number')}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              <Trans>
                The first invoice is numbered {prefix}
                {start}.
              </Trans>
            </Text>
            <NumberInput
              label={t`Payment due after (days)`}
              description={t`Leave empty when invoices are paid at ordering.`}
              min={0}
              max={1000}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('invoice_payment_terms_days')}
            />
            <TextInput label={t`Issued by`} withAsterisk maxLength={255} {...form.getInputProps('organization_name')} />
            <Textarea
              label={t`Issuer address`}
              withAsterisk
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('organization_address')}
            />
            <Textarea
              label={t`Tax details`}
              description={t`VAT or company registration numbers printed on every invoice.`}
              autosize
              minRows={2}
              maxLength={1000}
              {...form.getInputProps('invoice_tax_details')}
            />
            <Textarea
              label={t`Notes`}
              description={t`Printed at the bottom, such as payment details or thanks.`}
              autosize
              minRows={2}
              maxLength={5000}
              {...form.getInputProps('invoice_notes')}
            />
          </>
        ) : null}
        <SectionActions isDirty={form.isDirty()} isPending={isPending} onReset={() => form.reset()} />
      </Stack>
    </form>
  );
}
