import './lib/zod-without-eval';
import { readWidgetTheme, widgetThemeDefaults } from '@marquee/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseProviders } from './app/base-providers';
import { readInlinedEvent } from './app/event-page-island';
import { WidgetIsland } from './app/widget-island';
import { widgetColorScheme, widgetThemeCss } from './app/widget-theme';
import { getConfig } from './lib/config';
import { bootLocale } from './lib/i18n';

/**
 * The embeddable widget's page, `/widget/{eventId}` (issue 28): its own light entry on Preact's React layer, the
 * event inlined by the server, the look from the embed's options over the event's saved ones.
 */
async function boot() {
  const config = getConfig();
  const initialEvent = readInlinedEvent();
  const search = new URLSearchParams(window.location.search);
  const isPreview = search.get('preview') === '1';
  // The configurator's preview shows its form as it stands, saved or not: its address carries every option set.
  const savedDefaults = initialEvent && !isPreview ? widgetThemeDefaults(initialEvent.settings.widget) : {};
  const theme = readWidgetTheme(search, savedDefaults);
  await bootLocale(theme.locale, initialEvent?.settings.default_locale);
  const style = document.createElement('style');
  style.textContent = widgetThemeCss(theme);
  document.head.append(style);
  const root = document.getElementById('root');
  if (!root) throw new Error('widget.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <BaseProviders
        // The widget wears the host site's look, not the colour scheme someone chose in the back office.
        forceColorScheme={widgetColorScheme(theme.backgroundColor)}
        config={{
          ...config,
          // The embed's colour, else the event page's accent (issue 29), else the product's.
          primaryColor: theme.primaryColor ?? initialEvent?.homepage_theme_settings.accent ?? config.primaryColor,
        }}
      >
        <WidgetIsland initialEvent={initialEvent} theme={theme} isPreview={isPreview} />
      </BaseProviders>
    </StrictMode>,
  );
}

void boot();
