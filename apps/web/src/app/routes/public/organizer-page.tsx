import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Center, Group, Pagination, SimpleGrid, Stack, Tabs, Text, Typography } from '@mantine/core';
import type { TPageLock, TPublicOrganizer, TPublicOrganizerEventState, TPublicPageSection } from '@marquee/core';
import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  useRevalidator,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router';
import {
  HtmlSectionBlock,
  PageSectionFrame,
  useSectionHeading,
} from '../../../components/page-sections/page-section-block';
import { LockedPage, pageLockOf } from '../../../features/page-access';
import {
  publicOrganizerEventsQueryOptions,
  publicOrganizerQueryOptions,
  usePublicOrganizer,
  usePublicOrganizerEvents,
  ContactModal,
  EventCard,
  OrganizerHeader,
  usePreviewImages,
  withPreviewImages,
} from '../../../features/public-organizer';
import { isApiError } from '../../../lib/api-error';
import { usePreviewDesign, withPreviewDesign } from '../../../lib/design-preview';
import { useDocumentMeta } from '../../../lib/document-meta';
import { eventCoverUrl } from '../../../lib/event-cover';
import { usePageTheme } from '../../../lib/page-theme';
import { MissingRouteParamError, useRequiredParam } from '../../../lib/route-params';
import { PageLoader } from '../page-loader';

const PAST_SUFFIX = '/past-events';

/** `?page=` as a positive whole number, default 1 (spec §2). */
function pageOf(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** Null when the organizer loaded; its lock when the page is password-protected and not opened (decision 133). */
type TOrganizerPageLoaderData = { lock: TPageLock } | null;

async function loadOrganizer(
  queryClient: QueryClient,
  organizerId: string,
): Promise<TPublicOrganizer | { lock: TPageLock }> {
  try {
    return await queryClient.fetchQuery(publicOrganizerQueryOptions(organizerId));
  } catch (error) {
    if (isApiError(error) && (error.isNotFound || error.status === 422)) throw new Response(null, { status: 404 });
    const lock = pageLockOf(error);
    if (lock) return { lock };
    throw error;
  }
}

/**
 * Loads the organizer before showing the page: 404 → not-found view; a wrong or missing slug → the canonical
 * address, keeping /past-events and the query string. The first page of events is fetched alongside.
 */
export function createLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<TOrganizerPageLoaderData> => {
    const organizerId = params.organizerId;
    if (!organizerId) throw new MissingRouteParamError(t`Organizer ID is required`);
    const url = new URL(request.url);
    const isPast = url.pathname.replace(/\/+$/, '').endsWith(PAST_SUFFIX);
    const state: TPublicOrganizerEventState = isPast ? 'past' : 'upcoming';
    const events = queryClient
      .prefetchQuery(publicOrganizerEventsQueryOptions(organizerId, state, pageOf(url.searchParams)))
      .catch(() => undefined);
    const organizer = await loadOrganizer(queryClient, organizerId);
    if ('lock' in organizer) return organizer;
    if (params.organizerSlug !== organizer.slug) {
      const suffix = isPast ? PAST_SUFFIX : '';
      throw redirect(
        `/events/${encodeURIComponent(organizerId)}/${encodeURIComponent(organizer.slug)}${suffix}${url.search}`,
      );
    }
    await events;
    return null;
  };
}

/** The preview for signed-in staff: no slug to correct, drafts shown as they will look. */
export function createPreviewLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    if (!params.organizerId) throw new MissingRouteParamError(t`Organizer ID is required`);
    await loadOrganizer(queryClient, params.organizerId);
    return null;
  };
}

function OrganizerEvents({
  organizerId,
  state,
  page,
  onPage,
}: {
  organizerId: string;
  state: TPublicOrganizerEventState;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const { data, isPending, isError } = usePublicOrganizerEvents(organizerId, state, page);
  if (isPending) return <PageLoader />;
  if (isError) {
    return (
      <Alert color="red" role="alert">
        <Trans>The events could not be loaded. Please try again.</Trans>
      </Alert>
    );
  }
  if (data.data.length === 0) {
    return (
      <Center py="xl">
        <Text c="dimmed" data-testid="organizer-events-empty">
          {state === 'upcoming' ? t`No upcoming events right now.` : t`No past events yet.`}
        </Text>
      </Center>
    );
  }
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {data.data.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </SimpleGrid>
      {data.meta.last_page > 1 && (
        <Center>
          <Pagination
            total={data.meta.last_page}
            value={data.meta.current_page}
            onChange={onPage}
            getControlProps={(control) => ({
              'aria-label': control === 'next' ? t`Next page` : t`Previous page`,
            })}
          />
        </Center>
      )}
    </Stack>
  );
}

function OrganizerView({
  organizer,
  state,
  page,
  onState,
  onPage,
}: {
  organizer: TPublicOrganizer;
  state: TPublicOrganizerEventState;
  page: number;
  onState: (state: TPublicOrganizerEventState) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const [isContactOpen, setContactOpen] = useState(false);
  const headingOf = useSectionHeading();
  const name = organizer.name;
  useDocumentMeta({
    title: organizer.settings.seo_title || (state === 'past' ? t`${name} · Past events` : name),
    description: organizer.settings.seo_description ?? undefined,
  });
  usePageTheme(organizer.homepage_theme_settings, eventCoverUrl(organizer));
  const block = (section: TPublicPageSection) => {
    switch (section.type) {
      case 'hero':
        return <OrganizerHeader key={section.id} organizer={organizer} onContact={() => setContactOpen(true)} />;
      case 'about':
        if (section.html) return <HtmlSectionBlock key={section.id} section={section} />;
        if (!organizer.description) return null;
        return (
          <PageSectionFrame key={section.id} heading={section.title}>
            <Typography>
              {/* Sanitised by the server before storing. */}
              <div dangerouslySetInnerHTML={{ __html: organizer.description }} />
            </Typography>
          </PageSectionFrame>
        );
      case 'events':
        return (
          <PageSectionFrame key={section.id} heading={section.title}>
            <Tabs
              value={state}
              onChange={(value) => value && onState(value as TPublicOrganizerEventState)}
              keepMounted={false}
            >
              <Tabs.List>
                <Tabs.Tab value="upcoming">
                  <Trans>Upcoming</Trans>
                </Tabs.Tab>
                <Tabs.Tab value="past">
                  <Trans>Past</Trans>
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value={state} pt="lg">
                <OrganizerEvents organizerId={organizer.id} state={state} page={page} onPage={onPage} />
              </Tabs.Panel>
            </Tabs>
          </PageSectionFrame>
        );
      case 'contact':
        return (
          <PageSectionFrame
            key={section.id}
            heading={section.title || headingOf('contact')}
            testId="page-section-contact"
          >
            <Text>
              <Trans>Questions about an event or your order? Write to {name}.</Trans>
            </Text>
            <Group>
              <Button onClick={() => setContactOpen(true)}>
                <Trans>Send a message</Trans>
              </Button>
            </Group>
          </PageSectionFrame>
        );
      default:
        return <HtmlSectionBlock key={section.id} section={section} />;
    }
  };
  return (
    <Stack gap="xl">
      {organizer.status !== 'LIVE' && (
        <Alert color="yellow" data-testid="organizer-draft-banner">
          <Trans>This organizer page is not public yet. Only your team can see it.</Trans>
        </Alert>
      )}
      {organizer.homepage_sections.map(block)}
      <ContactModal
        organizerId={organizer.id}
        organizerName={organizer.name}
        opened={isContactOpen}
        onClose={() => setContactOpen(false)}
      />
    </Stack>
  );
}

/** /events/{organizerId}/{organizerSlug}[/past-events]?page=; the password form while locked (decision 133). */
export function Component() {
  const loaded = useLoaderData() as TOrganizerPageLoaderData | undefined;
  const revalidator = useRevalidator();
  if (loaded?.lock) return <LockedPage lock={loaded.lock} onUnlocked={() => revalidator.revalidate()} />;
  return <OpenOrganizerPage />;
}

function OpenOrganizerPage() {
  const { t } = useLingui();
  const organizerId = useRequiredParam('organizerId', t`Organizer ID is required`);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: organizer } = usePublicOrganizer(organizerId);
  if (!organizer) return <PageLoader />;
  const state: TPublicOrganizerEventState = pathname.replace(/\/+$/, '').endsWith(PAST_SUFFIX) ? 'past' : 'upcoming';
  const base = `/events/${encodeURIComponent(organizer.id)}/${encodeURIComponent(organizer.slug)}`;
  return (
    <OrganizerView
      organizer={organizer}
      state={state}
      page={pageOf(searchParams)}
      onState={(next) => void navigate(next === 'past' ? `${base}${PAST_SUFFIX}` : base)}
      onPage={(next) => {
        const params = new URLSearchParams(searchParams);
        params.set('page', String(next));
        setSearchParams(params);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}

/** /organizer/{organizerId}/preview: the page as it will look, for signed-in staff. */
export function PreviewComponent() {
  const { t } = useLingui();
  const organizerId = useRequiredParam('organizerId', t`Organizer ID is required`);
  const { data: organizer } = usePublicOrganizer(organizerId);
  const [state, setState] = useState<TPublicOrganizerEventState>('upcoming');
  const [page, setPage] = useState(1);
  const previewImages = usePreviewImages();
  const design = usePreviewDesign('organizer', organizerId);
  if (!organizer) return <PageLoader />;
  return (
    <OrganizerView
      organizer={withPreviewDesign(withPreviewImages(organizer, previewImages), design)}
      state={state}
      page={page}
      onState={(next) => {
        setState(next);
        setPage(1);
      }}
      onPage={setPage}
    />
  );
}
