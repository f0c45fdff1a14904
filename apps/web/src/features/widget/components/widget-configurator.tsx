import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TEventSettingsResponse } from '@marquee/core';
import { useMemo, useRef } from 'react';
import { LoadError } from '../../../components/load-error';
import { useConfig } from '../../../lib/config-context';
import { focusFirstError } from '../../../lib/focus-first-error';
import { useEventProductOptions } from '../../event-resources';
import { useEventSettings } from '../../events';
import { useWidgetForm } from '../hooks/use-widget-form';
import { buildHtmlSnippet, buildReactSnippet, embedOrigin } from '../lib/embed-snippets';
import { widgetThemeOf } from '../lib/widget-form';
import { EmbedCode } from './embed-code';
import { EmbedNotes } from './embed-notes';
import { WidgetPreview } from './widget-preview';
import { WidgetSettingsFields } from './widget-settings-fields';

/**
 * /manage/event/{id}/widget (issue 28): the embeddable widget's options, saved per event, with a live preview and
 * the code to paste into a site.
 */
export function WidgetConfigurator({ eventId }: { eventId: string }) {
  const settings = useEventSettings(eventId);
  if (settings.isError) {
    return (
      <LoadError
        title={<Trans>We couldn't load the widget settings</Trans>}
        error={settings.error}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  }
  if (!settings.data) {
    return (
      <Grid gap="xl" aria-busy="true" data-testid="widget-configurator-loading">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="sm">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} h={36} />
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Skeleton h={480} />
        </Grid.Col>
      </Grid>
    );
  }
  return <WidgetConfiguratorForm eventId={eventId} settings={settings.data} />;
}

function WidgetConfiguratorForm({ eventId, settings }: { eventId: string; settings: TEventSettingsResponse }) {
  const { t } = useLingui();
  const config = useConfig();
  const formRef = useRef<HTMLFormElement>(null);
  const products = useEventProductOptions(eventId);
  const knownProductIds = useMemo(
    () => (products.isLoaded ? new Set(products.options.map((option) => option.value)) : null),
    [products.isLoaded, products.options],
  );
  const { form, handleSubmit, isPending } = useWidgetForm({
    eventId,
    saved: settings.widget_settings,
    knownProductIds,
    onInvalid: () => requestAnimationFrame(() => focusFirstError(formRef.current)),
  });
  const isDirty = form.isDirty();

  const theme = widgetThemeOf(form.values);
  if (knownProductIds) theme.products = theme.products?.filter((id) => knownProductIds.has(id));
  const origin = embedOrigin(config.frontendUrl, window.location.origin);
  const snippetInput = { origin, script: config.widgetScript, eventId, theme };

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label={t`Widget settings`}>
          <Stack gap="lg">
            <WidgetSettingsFields
              form={form}
              eventContinueText={settings.continue_button_text}
              productOptions={products.options}
              knownProductIds={knownProductIds}
              isLoadingProducts={products.isLoading}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => form.reset()} disabled={!isDirty || isPending}>
                <Trans>Discard changes</Trans>
              </Button>
              <Button type="submit" loading={isPending} disabled={!isDirty}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="xl">
          <Stack gap="xs" component="section" aria-labelledby="widget-preview-heading">
            <Title order={2} size="h4" id="widget-preview-heading">
              <Trans>Preview</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>Shows your unsaved changes. Continue is off here, so nothing can be reserved.</Trans>
            </Text>
            <WidgetPreview eventId={eventId} theme={theme} />
          </Stack>
          <Stack gap="xs" component="section" aria-labelledby="widget-code-heading">
            <Title order={2} size="h4" id="widget-code-heading">
              <Trans>Embed code</Trans>
            </Title>
            <Text size="sm" c="dimmed">
              <Trans>
                The code carries the options you chose. Save them too: a widget without options, and the list of allowed
                sites, use the saved settings.
              </Trans>
            </Text>
            <EmbedCode html={buildHtmlSnippet(snippetInput)} react={buildReactSnippet(snippetInput)} />
          </Stack>
          <EmbedNotes origin={origin} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
