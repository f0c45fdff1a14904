import { Trans, useLingui } from '@lingui/react/macro';
import { Skeleton, Stack } from '@mantine/core';
import type { TEventSettingsResponse } from '@marquee/core';
import {
  IconAdjustments,
  IconAlertTriangle,
  IconCreditCard,
  IconFileInvoice,
  IconHourglass,
  IconId,
  IconMail,
  IconMapPin,
  IconPhoto,
  IconSearch,
  IconShoppingCart,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { SettingsSection, SettingsSectionsLayout } from '../../../components/settings-sections';
import { EmailTemplatesPanel } from '../../../features/email-templates';
import {
  EventCheckoutSection,
  EventCoverSection,
  EventDangerSection,
  EventDetailsSection,
  EventEmailSection,
  EventInvoicingSection,
  EventLocationSection,
  EventMiscSection,
  EventPaymentSection,
  EventSeoSection,
  EventWaitlistSection,
} from '../../../features/events';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference §2.7 settings: sections saved one by one, a sticky menu, the URL hash naming the section. */
export function EventSettingsPage() {
  const { t } = useLingui();
  const { event, settings } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Settings`);
  const icon = (Icon: typeof IconId) => <Icon size={16} aria-hidden />;
  const sections = [
    { id: 'details', label: t`Details`, icon: icon(IconId) },
    { id: 'location', label: t`Location`, icon: icon(IconMapPin) },
    { id: 'cover', label: t`Cover image`, icon: icon(IconPhoto) },
    { id: 'checkout', label: t`Checkout`, icon: icon(IconShoppingCart) },
    { id: 'waitlist', label: t`Waiting list`, icon: icon(IconHourglass) },
    { id: 'payment', label: t`Payment`, icon: icon(IconCreditCard) },
    { id: 'invoicing', label: t`Invoices`, icon: icon(IconFileInvoice) },
    { id: 'email', label: t`Email`, icon: icon(IconMail) },
    { id: 'seo', label: t`Search engines`, icon: icon(IconSearch) },
    { id: 'misc', label: t`Other options`, icon: icon(IconAdjustments) },
    { id: 'danger', label: t`Danger zone`, icon: icon(IconAlertTriangle) },
  ];
  const withSettings = (render: (loaded: TEventSettingsResponse) => ReactNode) =>
    settings ? (
      render(settings)
    ) : (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={36} />
        <Skeleton h={36} />
      </Stack>
    );

  return (
    <div>
      <PageHeader title={<Trans>Event settings</Trans>} description={title} />
      <SettingsSectionsLayout sections={sections}>
        <SettingsSection id="details" title={<Trans>Details</Trans>}>
          <EventDetailsSection event={event} />
        </SettingsSection>
        <SettingsSection id="location" title={<Trans>Location</Trans>}>
          {withSettings((loaded) => (
            <EventLocationSection event={event} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection id="cover" title={<Trans>Cover image</Trans>}>
          <EventCoverSection event={event} />
        </SettingsSection>
        <SettingsSection id="checkout" title={<Trans>Checkout</Trans>}>
          {withSettings((loaded) => (
            <EventCheckoutSection eventId={event.id} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection id="waitlist" title={<Trans>Waiting list</Trans>}>
          {withSettings((loaded) => (
            <EventWaitlistSection event={event} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection id="payment" title={<Trans>Payment</Trans>}>
          {withSettings((loaded) => (
            <EventPaymentSection eventId={event.id} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection id="invoicing" title={<Trans>Invoices</Trans>}>
          {withSettings((loaded) => (
            <EventInvoicingSection eventId={event.id} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection id="email" title={<Trans>Email</Trans>}>
          {withSettings((loaded) => (
            <EventEmailSection eventId={event.id} settings={loaded} />
          ))}
          <EmailTemplatesPanel place={{ kind: 'event', eventId: event.id, organizerId: event.organizer_id }} />
        </SettingsSection>
        <SettingsSection id="seo" title={<Trans>Search engines</Trans>}>
          {withSettings((loaded) => (
            <EventSeoSection eventId={event.id} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection id="misc" title={<Trans>Other options</Trans>}>
          {withSettings((loaded) => (
            <EventMiscSection eventId={event.id} settings={loaded} />
          ))}
        </SettingsSection>
        <SettingsSection id="danger" title={<Trans>Danger zone</Trans>} isDanger>
          <EventDangerSection event={event} />
        </SettingsSection>
      </SettingsSectionsLayout>
    </div>
  );
}
