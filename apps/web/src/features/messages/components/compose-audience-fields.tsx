import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Input, MultiSelect, Radio, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MESSAGE_ORDER_STATUSES, type TMessageOrderStatus } from '@marquee/core';
import { useOrderStatusLabel } from '../../orders';
import type { TChoosableAudience, TComposeFormValues, TComposePreset } from '../lib/compose-form';

type TOption = { value: string; label: string };

type TProps = {
  form: UseFormReturnType<TComposeFormValues>;
  preset: TComposePreset | null;
  ticketOptions: TOption[];
  productOptions: TOption[];
};

/** Names shown before "and n more" when a message goes to hand-picked attendees. */
const NAMES_SHOWN = 5;

/** A preset audience (one attendee, one order's buyer): shown, not editable. */
function FixedAudience({
  preset,
  error,
}: {
  preset: Exclude<TComposePreset, { type: 'TICKET_HOLDERS' }>;
  error: unknown;
}) {
  const { t } = useLingui();
  let who: string;
  if (preset.type === 'ORDER_OWNER') {
    const shortId = preset.order.short_id;
    const buyer = preset.order.buyer;
    who = buyer ? t`The buyer of order #${shortId}: ${buyer}` : t`The buyer of order #${shortId}`;
  } else {
    const names = preset.attendees.slice(0, NAMES_SHOWN).map((attendee) => attendee.name);
    const more = preset.attendees.length - names.length;
    const list = names.join(', ');
    who = more > 0 ? t`${list} and ${more} more` : list;
  }
  return (
    <Input.Wrapper label={t`Who receives it`} error={error as string | undefined}>
      <Text fw={500} data-testid="compose-fixed-audience" mt={4}>
        {who}
      </Text>
    </Input.Wrapper>
  );
}

/** Who receives the message: a fixed person from a preset, or an audience with its tickets and order statuses. */
export function ComposeAudienceFields({ form, preset, ticketOptions, productOptions }: TProps) {
  const { t } = useLingui();
  const orderStatusLabel = useOrderStatusLabel();
  if (preset && preset.type !== 'TICKET_HOLDERS') {
    return <FixedAudience preset={preset} error={form.errors.message_type} />;
  }
  const type = form.values.message_type;
  const audiences: { value: TChoosableAudience; label: string; description: string }[] = [
    {
      value: 'TICKET_HOLDERS',
      label: t`Holders of some tickets`,
      description: t`Every active attendee with one of the tickets you choose.`,
    },
    { value: 'ALL_ATTENDEES', label: t`All attendees`, description: t`Every active attendee of this event.` },
    {
      value: 'ORDER_OWNERS_WITH_PRODUCT',
      label: t`Buyers of some products`,
      description: t`The person who placed each order holding one of the products you choose.`,
    },
  ];
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t`Who receives it`}
        withAsterisk
        value={type}
        error={form.errors.message_type}
        onChange={(value) => {
          form.setFieldValue('message_type', value as TChoosableAudience);
          // Holders are of tickets only: other products chosen for buyers do not carry over.
          if (value === 'TICKET_HOLDERS') {
            const tickets = new Set(ticketOptions.map((option) => option.value));
            form.setFieldValue(
              'product_ids',
              form.values.product_ids.filter((id) => tickets.has(id)),
            );
          }
        }}
      >
        <Stack gap="xs" mt={6}>
          {audiences.map((audience) => (
            <Radio
              key={audience.value}
              value={audience.value}
              label={audience.label}
              description={audience.description}
            />
          ))}
        </Stack>
      </Radio.Group>
      {type === 'TICKET_HOLDERS' || type === 'ORDER_OWNERS_WITH_PRODUCT' ? (
        <MultiSelect
          key={type}
          label={type === 'TICKET_HOLDERS' ? t`Tickets` : t`Products`}
          withAsterisk
          searchable
          data={type === 'TICKET_HOLDERS' ? ticketOptions : productOptions}
          nothingFoundMessage={t`Nothing matches.`}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('product_ids')}
        />
      ) : null}
      {type === 'ORDER_OWNERS_WITH_PRODUCT' ? (
        <Checkbox.Group
          label={t`Order statuses`}
          description={t`Buyers whose order is in one of these statuses.`}
          withAsterisk
          value={form.values.order_statuses}
          onChange={(value) => form.setFieldValue('order_statuses', value as TMessageOrderStatus[])}
          error={form.errors.order_statuses}
        >
          <Group gap="md" mt={6}>
            {MESSAGE_ORDER_STATUSES.map((status) => (
              <Checkbox key={status} value={status} label={orderStatusLabel(status)} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      <Text size="xs" c="dimmed">
        <Trans>Recipients are chosen when the message goes, so a scheduled message reaches later buyers too.</Trans>
      </Text>
    </Stack>
  );
}
