import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, ColorInput, Fieldset, Input, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IMAGE_MIN_DIMENSIONS, ticketLogoOf, type TEvent, type TTicketLayoutType } from '@marquee/core';
import { ImageUploadField } from '../../../components/image-upload-field';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteImage, useUploadImage } from '../../images';
import { accentReplacement, accentSwatches, type TTicketDesignFormValues } from '../lib/ticket-design-form';

type TProps = {
  form: UseFormReturnType<TTicketDesignFormValues>;
  event: Pick<TEvent, 'id' | 'images'>;
  /** The event page theme's accent: what "use the page's accent" gives. */
  themeAccent: string;
};

/** Whether the design applies, its layout, accent and logo. */
export function TicketLookFields({ form, event, themeAccent }: TProps) {
  const { t } = useLingui();
  const values = form.getValues();
  const isThemeAccent = values.use_theme_accent;
  const replacement = accentReplacement(isThemeAccent ? themeAccent : values.accent_color);
  return (
    <Fieldset legend={t`Look`} radius="md">
      <Stack gap="md">
        <Switch
          label={t`Use this design`}
          description={t`Off: tickets keep the plain look, whatever is set here.`}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <Input.Wrapper label={t`Layout`} labelProps={{ id: 'ticket-layout-label' }}>
          <SegmentedControl
            fullWidth
            aria-labelledby="ticket-layout-label"
            data={[
              { value: 'default', label: t`Classic` },
              { value: 'modern', label: t`Modern` },
            ]}
            value={values.layout_type}
            onChange={(value) => form.setFieldValue('layout_type', value as TTicketLayoutType)}
          />
        </Input.Wrapper>
        <Stack gap="xs">
          <ColorInput
            label={t`Accent colour`}
            description={t`Used for the title, the frame around the code and the modern layout's band.`}
            format="hex"
            // A typo stays visible with its error instead of silently turning back into the last colour.
            fixOnBlur={false}
            withEyeDropper={false}
            swatches={accentSwatches(themeAccent)}
            popoverProps={{ withinPortal: true }}
            disabled={isThemeAccent}
            {...form.getInputProps('accent_color')}
            value={isThemeAccent ? themeAccent : values.accent_color}
          />
          <Checkbox
            label={t`Use the event page's accent colour (${themeAccent})`}
            {...form.getInputProps('use_theme_accent', { type: 'checkbox' })}
          />
          {replacement && (
            <Text size="xs" c="dimmed" data-testid="ticket-accent-replacement">
              <Trans>
                This colour is hard to read on a white ticket, so tickets draw text with {replacement}, its nearest
                readable shade.
              </Trans>
            </Text>
          )}
        </Stack>
        <TicketLogoField form={form} event={event} />
      </Stack>
    </Fieldset>
  );
}

/** The logo: uploaded at once (one per event, a new one replaces the old), named by the design when saved. */
function TicketLogoField({ form, event }: Pick<TProps, 'form' | 'event'>) {
  const { t } = useLingui();
  const owner = { kind: 'event' as const, id: event.id };
  const upload = useUploadImage(owner);
  const remove = useDeleteImage(owner);
  const logo = ticketLogoOf(form.getValues(), event.images);
  const error = form.errors.logo_image_id;
  return (
    <Stack gap={4}>
      <ImageUploadField
        label={t`Logo`}
        description={t`Printed at the top of each ticket. A square image of at least 200 × 200 pixels works best.`}
        image={logo}
        minimum={IMAGE_MIN_DIMENSIONS.TICKET_LOGO}
        aspectRatio={1}
        maxPreviewWidth={160}
        testId="ticket-logo-upload"
        isBusy={upload.isPending || remove.isPending}
        onUpload={async (file) => {
          const image = await upload.mutateAsync({ file, type: 'TICKET_LOGO' });
          form.setFieldValue('logo_image_id', image.id);
          notifySuccess(t`Logo uploaded.`);
        }}
        onRemove={async () => {
          if (!logo) return;
          await remove.mutateAsync(logo.id);
          form.setFieldValue('logo_image_id', null);
          notifySuccess(t`Logo removed.`);
        }}
      />
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
