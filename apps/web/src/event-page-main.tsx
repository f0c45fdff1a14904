import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BaseProviders } from './app/base-providers';
import { EventPageIsland, mayHoldOrder, readInlinedEvent } from './app/event-page-island';
import { PublicFrame } from './app/layouts/public-frame';
import { getConfig } from './lib/config';
import { eventCoverUrl } from './lib/event-cover';
import { applyFavicon } from './lib/favicon';
import { bootLocale } from './lib/i18n';

/**
 * The light entry of a public event page (docs/decisions/093-light-event-page-entry.md): React, Mantine and
 * the page, without the app's router, query cache or back office. The server sends the event inside the HTML.
 */
async function boot() {
  const config = getConfig();
  applyFavicon(config.faviconUrl);
  const initialEvent = readInlinedEvent();
  await bootLocale(null, initialEvent?.settings.default_locale);
  const root = document.getElementById('root');
  if (!root) throw new Error('event.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <BaseProviders
        config={config}
        initialPageTheme={
          initialEvent && { theme: initialEvent.homepage_theme_settings, coverUrl: eventCoverUrl(initialEvent) }
        }
        hasServerThemeStyle
      >
        <PublicFrame>
          <EventPageIsland initialEvent={initialEvent} hasSessionHint={mayHoldOrder()} />
        </PublicFrame>
      </BaseProviders>
    </StrictMode>,
  );
}

void boot();
