import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { TICKET_PLACEHOLDERS, type TTicketPlaceholder } from '@marquee/core';
import { useRef } from 'react';
import { insertAt, type TTicketDesignFormValues } from '../lib/ticket-design-form';

/** A line printed on each ticket, with placeholders filled per ticket; a click on a placeholder inserts it. */
export function CustomTextField({ form }: { form: UseFormReturnType<TTicketDesignFormValues> }) {
  const { t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const example = '{attendee.first_name}';
  const meanings: Record<TTicketPlaceholder, string> = {
    'attendee.name': t`attendee's full name`,
    'attendee.first_name': t`attendee's first name`,
    'attendee.last_name': t`attendee's last name`,
    'attendee.email': t`attendee's email`,
    'event.title': t`event title`,
    'product.name': t`ticket type`,
    'order.reference': t`order reference`,
  };

  const insert = (placeholder: TTicketPlaceholder) => {
    const element = input.current;
    const token = `{${placeholder}}`;
    const next = insertAt(form.getValues().custom_text, token, {
      start: element?.selectionStart ?? null,
      end: element?.selectionEnd ?? null,
    });
    form.setFieldValue('custom_text', next.value);
    // Back in the field after the inserted text, so typing carries on where it was.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Stack gap={6}>
      <TextInput
        ref={input}
        label={t`Custom text`}
        description={t`One line on every ticket, such as “Welcome, ${example}!”`}
        {...form.getInputProps('custom_text')}
      />
      <Text size="xs" c="dimmed" id="ticket-placeholders-label">
        <Trans>Insert a placeholder:</Trans>
      </Text>
      <Group gap={6} role="group" aria-labelledby="ticket-placeholders-label">
        {TICKET_PLACEHOLDERS.map((placeholder) => {
          const token = `{${placeholder}}`;
          const meaning = meanings[placeholder];
          return (
            <Button
              key={placeholder}
              size="compact-xs"
              variant="light"
              ff="monospace"
              title={meaning}
              aria-label={t`Insert ${token} (${meaning})`}
              onClick={() => insert(placeholder)}
            >
              {token}
            </Button>
          );
        })}
      </Group>
    </Stack>
  );
}
