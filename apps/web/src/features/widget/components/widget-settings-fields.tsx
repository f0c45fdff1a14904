import { useLingui } from '@lingui/react/macro';
import {
  ColorInput,
  Fieldset,
  isLightColor,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  isHexColour,
  LOCALE_DISPLAY_NAMES,
  SUPPORTED_LOCALES,
  WIDGET_PADDING_DEFAULT,
  WIDGET_PADDING_MAX,
  customContinueText,
} from '@marquee/core';
import { useConfig } from '../../../lib/config-context';
import { VISITOR_LOCALE, type TWidgetColourField, type TWidgetFormValues } from '../lib/widget-form';

export type TProductOption = { value: string; label: string };

type TWidgetSettingsFieldsProps = {
  form: UseFormReturnType<TWidgetFormValues>;
  /** The event's own Continue text, which the widget shows when the field is empty. */
  eventContinueText: string;
  productOptions: TProductOption[];
  /** The event's products once loaded: a saved filter's deleted product is not shown as a nameless chip. */
  knownProductIds: ReadonlySet<string> | null;
  isLoadingProducts: boolean;
};

/** The configurator's inputs: the widget's look, what it offers, and the sites that may show it. */
export function WidgetSettingsFields({
  form,
  eventContinueText,
  productOptions,
  knownProductIds,
  isLoadingProducts,
}: TWidgetSettingsFieldsProps) {
  const { t } = useLingui();
  const config = useConfig();
  const primary = isHexColour(form.values.primary_color.trim())
    ? form.values.primary_color.trim()
    : config.primaryColor;
  // What the widget uses when a colour is left empty (the filled button's text follows the contrast rule).
  const defaults: Record<TWidgetColourField, string> = {
    background_color: t`Transparent`,
    primary_color: config.primaryColor,
    primary_text_color: isLightColor(primary) ? '#000000' : '#ffffff',
    secondary_color: '#ffffff',
    secondary_text_color: '#000000',
  };
  const colourLabels: Record<TWidgetColourField, string> = {
    background_color: t`Background`,
    primary_color: t`Primary (main button)`,
    primary_text_color: t`Primary text`,
    secondary_color: t`Secondary (other buttons)`,
    secondary_text_color: t`Secondary text`,
  };
  const swatches = [...new Set([config.primaryColor, config.secondaryColor, '#ffffff', '#000000'])];
  const productIds = form.values.product_ids;
  const productsInput = form.getInputProps('product_ids');

  return (
    <Stack gap="lg">
      <Fieldset legend={t`Look`} radius="md">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {(Object.keys(colourLabels) as TWidgetColourField[]).map((field) => (
              <ColorInput
                key={field}
                label={colourLabels[field]}
                placeholder={defaults[field]}
                format="hex"
                // A typo stays visible with its error instead of silently turning back into the last colour.
                fixOnBlur={false}
                withEyeDropper={false}
                swatches={swatches}
                popoverProps={{ withinPortal: true }}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <NumberInput
              label={t`Padding`}
              description={t`Space around the widget, in pixels.`}
              placeholder={String(WIDGET_PADDING_DEFAULT)}
              min={0}
              max={WIDGET_PADDING_MAX}
              allowDecimal={false}
              allowNegative={false}
              suffix=" px"
              {...form.getInputProps('padding')}
            />
            <Switch
              mt={{ base: 0, sm: 'xl' }}
              label={t`Resize automatically`}
              description={t`The widget grows and shrinks with its content, so it never scrolls inside your page.`}
              {...form.getInputProps('auto_resize', { type: 'checkbox' })}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t`Content`} radius="md">
        <Stack gap="sm">
          <TextInput
            label={t`Continue button text`}
            description={t`Empty: the event's own text.`}
            placeholder={customContinueText(eventContinueText) ?? t`Continue`}
            maxLength={100}
            {...form.getInputProps('continue_button_text')}
          />
          <Select
            label={t`Language`}
            data={[
              { value: VISITOR_LOCALE, label: t`Visitor's language` },
              ...SUPPORTED_LOCALES.map((locale) => ({ value: locale, label: LOCALE_DISPLAY_NAMES[locale] })),
            ]}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('locale')}
          />
          <MultiSelect
            label={t`Products`}
            description={t`Empty: every product on sale.`}
            placeholder={productIds.length === 0 ? t`All products` : undefined}
            searchable
            data={productOptions}
            disabled={isLoadingProducts}
            nothingFoundMessage={t`No products match.`}
            comboboxProps={{ withinPortal: true }}
            {...productsInput}
            value={knownProductIds ? productIds.filter((id) => knownProductIds.has(id)) : productIds}
          />
          <TextInput
            label={t`Promo code`}
            description={t`Applied when the widget opens, so its discounts and hidden products show.`}
            maxLength={50}
            {...form.getInputProps('promo_code')}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t`Where it may appear`} radius="md">
        <TagsInput
          label={t`Allowed sites`}
          description={t`Only these sites may show the widget and its checkout. Leave it empty to let any site embed them. Press Enter after each address.`}
          placeholder="https://www.example.com"
          maxTags={20}
          splitChars={[',', ' ']}
          clearable
          {...form.getInputProps('allowed_domains')}
        />
      </Fieldset>
    </Stack>
  );
}
