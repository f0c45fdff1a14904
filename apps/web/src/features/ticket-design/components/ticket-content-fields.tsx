import { useLingui } from '@lingui/react/macro';
import { Fieldset, Input, SegmentedControl, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TICKET_FOOTER_MAX, type TTicketPaperSize } from '@marquee/core';
import type { TTicketDesignFormValues } from '../lib/ticket-design-form';
import { CustomTextField } from './custom-text-field';

type TProps = { form: UseFormReturnType<TTicketDesignFormValues> };

/** What each ticket shows besides the event, the attendee and the code: optional fields, a custom line, the footer. */
export function TicketContentFields({ form }: TProps) {
  const { t } = useLingui();
  const footerLength = form.getValues().footer_text.trim().length;
  const isFooterTooLong = footerLength > TICKET_FOOTER_MAX;
  return (
    <Fieldset legend={t`Content`} radius="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Switch label={t`Price`} {...form.getInputProps('show_price', { type: 'checkbox' })} />
          <Switch label={t`Order reference`} {...form.getInputProps('show_order_reference', { type: 'checkbox' })} />
          <Switch label={t`Attendee email`} {...form.getInputProps('show_attendee_email', { type: 'checkbox' })} />
          <Switch
            label={t`Seat`}
            description={t`Reserved seating is a future feature: the seat shows once tickets carry one.`}
            {...form.getInputProps('show_seat', { type: 'checkbox' })}
          />
        </SimpleGrid>
        <CustomTextField form={form} />
        <TextInput
          label={t`Footer`}
          description={t`One line at the bottom of every ticket: terms, a website, a hashtag.`}
          {...form.getInputProps('footer_text')}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
          rightSectionWidth={84}
          rightSection={
            <Input.Description c={isFooterTooLong ? 'red' : 'dimmed'} data-testid="ticket-footer-counter" pr="xs">
              {`${footerLength}/${TICKET_FOOTER_MAX}`}
            </Input.Description>
          }
        />
      </Stack>
    </Fieldset>
  );
}

/** How the ticket leaves the screen: the paper it is printed on, and the PDF in the confirmation email. */
export function TicketOutputFields({ form }: TProps) {
  const { t } = useLingui();
  return (
    <Fieldset legend={t`Printing and email`} radius="md">
      <Stack gap="md">
        <Input.Wrapper
          label={t`Paper size`}
          description={t`For printed tickets and the PDF.`}
          labelProps={{ id: 'ticket-paper-label' }}
        >
          <SegmentedControl
            fullWidth
            mt={4}
            aria-labelledby="ticket-paper-label"
            data={[
              { value: 'A4', label: t`A4` },
              { value: 'LETTER', label: t`US Letter` },
              { value: 'TICKET', label: t`Ticket 2 × 5.5 in` },
            ]}
            value={form.getValues().paper_size}
            onChange={(value) => form.setFieldValue('paper_size', value as TTicketPaperSize)}
          />
        </Input.Wrapper>
        <Switch
          label={t`Attach PDF tickets to confirmation emails`}
          description={t`One PDF per order, a page per ticket.`}
          {...form.getInputProps('attach_pdf_to_email', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}
