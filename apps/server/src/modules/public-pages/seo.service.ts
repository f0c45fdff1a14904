import { DEFAULT_ORGANIZER_SETTINGS, minorToMajor, pageThemeCss, type TLocationDetails } from '@marquee/core';
import type { AppServices } from '../../services';
import { SingleFlight } from '../../lib/single-flight';
import { toEventSettings } from '../events/events.mapper';
import { toImage } from '../images/images.mapper';
import { listImagesOf } from '../images/images.repository';
import { findEventForSeo, findOrganizerById, PUBLIC_EVENT_STATUSES } from './public-pages.repository';
import { isOrganizerPublic } from './public-organizers.service';
import { eventGate, organizerGate } from './page-access.service';
import { renderEventFirstPaint } from './first-paint';
import { notFoundHead, plainTextSummary, renderHeadTags } from './seo-head';

/**
 * What the server answers for a public page path (decision 052): the real head, a 301 to the canonical
 * slug (query string kept), or a 404 page. Anything else is not a public page and gets the plain SPA.
 */
export type PublicPageOutcome =
  | {
      kind: 'page';
      head: string;
      firstPaint?: string;
      /** Set for an event page. */
      eventId?: string;
      /** Set for an organizer page. */
      organizerId?: string;
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found'; head: string };

type Deps = Pick<AppServices, 'database' | 'storage' | 'config'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EVENT_PATH = /^\/(event|e)\/([^/]+)(?:\/([^/]+))?\/?$/;
const ORGANIZER_PATH = /^\/events\/([^/]+)(?:\/([^/]+))?(\/past-events)?\/?$/;
// Staff previews are the SPA's business (signed-in, never indexed), not a slug to correct.
const PREVIEW_SLUG = 'preview';

/** Cheap test run before any query: does this path name a public event or organizer page? */
export function isPublicPagePath(pathname: string): boolean {
  return EVENT_PATH.test(pathname) || ORGANIZER_PATH.test(pathname);
}

const safeDecode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export async function resolvePublicPage(deps: Deps, url: string): Promise<PublicPageOutcome | null> {
  const queryIndex = url.indexOf('?');
  const pathname = queryIndex < 0 ? url : url.slice(0, queryIndex);
  const search = queryIndex < 0 ? '' : url.slice(queryIndex);
  const event = EVENT_PATH.exec(pathname);
  if (event) {
    const [, prefix, id, slug] = event;
    if (slug === PREVIEW_SLUG) return null;
    return eventPage(deps, { prefix: prefix!, id: id!, slug: slug ? safeDecode(slug) : null, search });
  }
  const organizer = ORGANIZER_PATH.exec(pathname);
  if (organizer) {
    const [, id, slug, past] = organizer;
    return organizerPage(deps, { id: id!, slug: slug ? safeDecode(slug) : null, isPast: Boolean(past), search });
  }
  return null;
}

const notFound = (deps: Deps): PublicPageOutcome => ({
  kind: 'not-found',
  head: notFoundHead(deps.config.publicConfig.appName),
});

function locationOf(details: TLocationDetails | null, isOnline: boolean, pageUrl: string) {
  if (isOnline) return { '@type': 'VirtualLocation', url: pageUrl };
  const address = details
    ? {
        '@type': 'PostalAddress',
        streetAddress: [details.address_line_1, details.address_line_2].filter(Boolean).join(', ') || undefined,
        addressLocality: details.city ?? undefined,
        addressRegion: details.state_or_region ?? undefined,
        postalCode: details.zip_or_postal_code ?? undefined,
        addressCountry: details.country ?? undefined,
      }
    : undefined;
  const name = details?.venue_name ?? details?.city ?? undefined;
  if (!name && !address) return undefined;
  return { '@type': 'Place', name, address };
}

/** A public event's page as every visitor gets it, with its slug to check the address against; null: not public. */
type RenderedEventPage = { slug: string; page: Extract<PublicPageOutcome, { kind: 'page' }> } | null;

/** Per database, like the public event's own single-flight: a rush on one event page renders it once (decision 059). */
const eventPageFlights = new WeakMap<object, SingleFlight<RenderedEventPage>>();

async function eventPage(
  deps: Deps,
  input: { prefix: string; id: string; slug: string | null; search: string },
): Promise<PublicPageOutcome> {
  if (!UUID.test(input.id)) return notFound(deps);
  const eventId = input.id.toLowerCase();
  let flight = eventPageFlights.get(deps.database);
  if (!flight) {
    flight = new SingleFlight<RenderedEventPage>({ maxAgeMs: deps.config.publicEventMaxAgeMs });
    eventPageFlights.set(deps.database, flight);
  }
  const rendered = await flight.run(eventId, () => renderEventPage(deps, eventId));
  if (!rendered) return notFound(deps);
  if (input.slug !== rendered.slug) {
    return {
      kind: 'redirect',
      location: `/${input.prefix}/${eventId}/${encodeURIComponent(rendered.slug)}${input.search}`,
    };
  }
  return rendered.page;
}

async function renderEventPage(deps: Deps, eventId: string): Promise<RenderedEventPage> {
  const { db } = deps.database;
  // Both by key, in parallel: the images of an unknown event are simply none.
  const [found, imageRows] = await Promise.all([
    findEventForSeo(db, eventId),
    listImagesOf(db, { entityType: 'EVENT', entityIds: [eventId] }),
  ]);
  if (!found || !(PUBLIC_EVENT_STATUSES as readonly string[]).includes(found.event.status)) return null;
  const { event, organizer, lowestPrice } = found;
  const frontendUrl = deps.config.publicConfig.frontendUrl;
  const appName = deps.config.publicConfig.appName;
  const settings = toEventSettings(event);
  const pageUrl = `${frontendUrl}/event/${event.id}/${encodeURIComponent(event.slug)}`;
  if (eventGate(event).isPasswordProtected) {
    // The same for every visitor, with or without the page's key: the app shows the rest once opened.
    const page = {
      kind: 'page' as const,
      head: lockedPageHead({ title: `${event.title} | ${appName}`, pageUrl, ogType: 'event', siteName: appName }),
      firstPaint: renderEventFirstPaint({ title: event.title, cover: null }),
      eventId: event.id,
    };
    return { slug: event.slug, page };
  }
  const organizerUrl = `${frontendUrl}/events/${organizer.id}/${encodeURIComponent(organizer.slug)}`;
  const images = imageRows.map((row) => toImage(row, deps.storage));
  const cover = images.find((image) => image.type === 'EVENT_COVER') ?? null;
  const defaultImageUrl = deps.config.publicConfig.defaultImageUrl;
  const imageUrl = cover?.url ?? (defaultImageUrl ? absoluteUrl(defaultImageUrl, frontendUrl) : null);
  const description = settings.seo_description || plainTextSummary(event.description);
  const hasEnded = (event.endDate ?? event.startDate).getTime() <= Date.now();
  const offers =
    lowestPrice === null
      ? undefined
      : {
          '@type': 'Offer',
          url: pageUrl,
          price: minorToMajor(lowestPrice, event.currency).toFixed(2).replace(/\.00$/, ''),
          priceCurrency: event.currency,
          availability: hasEnded ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
        };
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    startDate: event.startDate.toISOString(),
    endDate: event.endDate?.toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: event.isOnlineEvent
      ? 'https://schema.org/OnlineEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: locationOf(event.locationDetails as TLocationDetails | null, event.isOnlineEvent, pageUrl),
    image: imageUrl ? [imageUrl] : undefined,
    description: description ?? undefined,
    url: pageUrl,
    organizer: { '@type': 'Organization', name: organizer.name, url: organizerUrl },
    offers,
  };
  const page = {
    kind: 'page' as const,
    head: renderHeadTags({
      title: `${settings.seo_title || event.title} | ${appName}`,
      description,
      keywords: settings.seo_keywords,
      canonicalUrl: pageUrl,
      imageUrl,
      ogType: 'event',
      siteName: appName,
      isIndexable: settings.allow_search_engine_indexing,
      jsonLd: [jsonLd],
    }),
    firstPaint: renderEventFirstPaint({ title: event.title, cover, defaultImageUrl }),
    eventId: event.id,
  };
  return { slug: event.slug, page };
}

/**
 * The head of a password-protected page (decision 133): its title and address, kept out of search engines; no
 * description, keywords, image or structured data, whoever asks.
 */
function lockedPageHead(input: {
  title: string;
  pageUrl: string;
  ogType: 'event' | 'profile';
  siteName: string;
}): string {
  return renderHeadTags({
    title: input.title,
    description: null,
    keywords: null,
    canonicalUrl: input.pageUrl,
    imageUrl: null,
    ogType: input.ogType,
    siteName: input.siteName,
    isIndexable: false,
  });
}

async function organizerPage(
  deps: Deps,
  input: { id: string; slug: string | null; isPast: boolean; search: string },
): Promise<PublicPageOutcome> {
  const { db } = deps.database;
  if (!UUID.test(input.id)) return notFound(deps);
  const organizerId = input.id.toLowerCase();
  const [organizer, imageRows] = await Promise.all([
    findOrganizerById(db, organizerId),
    listImagesOf(db, { entityType: 'ORGANIZER', entityIds: [organizerId] }),
  ]);
  if (!organizer || !isOrganizerPublic(organizer)) return notFound(deps);
  const suffix = input.isPast ? '/past-events' : '';
  const slugPath = `/events/${organizer.id}/${encodeURIComponent(organizer.slug)}`;
  if (input.slug !== organizer.slug) {
    return { kind: 'redirect', location: `${slugPath}${suffix}${input.search}` };
  }
  const frontendUrl = deps.config.publicConfig.frontendUrl;
  const appName = deps.config.publicConfig.appName;
  if (organizerGate(organizer).isPasswordProtected) {
    return {
      kind: 'page',
      organizerId: organizer.id,
      head: lockedPageHead({
        title: `${organizer.name} | ${appName}`,
        pageUrl: `${frontendUrl}${slugPath}${suffix}`,
        ogType: 'profile',
        siteName: appName,
      }),
    };
  }
  const settings = { ...DEFAULT_ORGANIZER_SETTINGS, ...organizer.settings };
  const images = imageRows.map((row) => toImage(row, deps.storage));
  const logo = images.find((image) => image.type === 'ORGANIZER_LOGO') ?? null;
  const cover = images.find((image) => image.type === 'ORGANIZER_COVER') ?? null;
  const pageUrl = `${frontendUrl}${slugPath}${suffix}`;
  const description = settings.seo_description || plainTextSummary(organizer.description);
  const sameAs = [settings.website_url ?? organizer.website, ...Object.values(settings.social_media_handles)].filter(
    (value): value is string => typeof value === 'string' && /^https?:\/\//i.test(value),
  );
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organizer.name,
    url: `${frontendUrl}${slugPath}`,
    logo: logo?.url,
    image: cover?.url,
    description: description ?? undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
  const baseTitle = settings.seo_title || organizer.name;
  return {
    kind: 'page',
    organizerId: organizer.id,
    head:
      renderHeadTags({
        title: input.isPast ? `${baseTitle} · Past events | ${appName}` : `${baseTitle} | ${appName}`,
        description,
        keywords: settings.seo_keywords,
        canonicalUrl: pageUrl,
        imageUrl: cover?.url ?? logo?.url ?? null,
        ogType: 'profile',
        siteName: appName,
        isIndexable: settings.allow_search_engine_indexing,
        jsonLd: [jsonLd],
      }) +
      // The page's theme (issue 29) from the first paint, before the app has run.
      `<style data-page-theme-first-paint>${pageThemeCss(settings.homepage_theme_settings, cover?.url ?? null)}</style>`,
  };
}

/** Open Graph readers need an absolute address; DEFAULT_IMAGE_URL may be a path on this site ("/default.jpg"). */
function absoluteUrl(url: string, base: string): string {
  try {
    return new URL(url, `${base}/`).toString();
  } catch {
    return url;
  }
}
