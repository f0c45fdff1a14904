import { pageThemeCss, PUBLIC_EVENT_ELEMENT_ID, ZPublicEvent } from '@marquee/core';
import type { AppServices } from '../../services';
import { getPublicEvent } from '../checkout/checkout.service';
import type { PageKeys } from './page-access.service';
import { jsonForScript } from './seo-head';

/**
 * The event a public event page carries inside its HTML (decision 093): the light entry renders from it
 * without a round trip. The same read (and the same fields) as `GET /api/public/events/{id}` for a visitor,
 * shared by the single-flight under a rush, so it is checked and serialised once per shared read.
 */
const inlinedEvents = new WeakMap<object, string>();

export async function renderInlinedEvent(
  deps: AppServices,
  input: {
    eventId: string;
    promoCode: string | null;
    clientIp: string | null;
    pageKeys: PageKeys;
    /** The event page wears its theme from the first paint (issue 29); the widget takes the host's look instead. */
    withTheme: boolean;
  },
): Promise<string> {
  // A password-protected event this browser has not opened throws its 403 here, and the page carries no event.
  const event = await getPublicEvent(deps, {
    eventId: input.eventId,
    promoCode: input.promoCode || undefined,
    auth: null,
    clientIp: input.clientIp,
    pageKeys: input.pageKeys,
  });
  let script = inlinedEvents.get(event);
  if (script === undefined) {
    // Parsing strips anything the public contract does not name, exactly as the API's serialiser does.
    script = `<script id="${PUBLIC_EVENT_ELEMENT_ID}" type="application/json">${jsonForScript(ZPublicEvent.parse(event))}</script>`;
    inlinedEvents.set(event, script);
  }
  if (!input.withTheme) return script;
  const cover = event.images.find((image) => image.type === 'EVENT_COVER')?.url ?? null;
  return `<style data-page-theme-first-paint>${pageThemeCss(event.homepage_theme_settings, cover)}</style>${script}`;
}
