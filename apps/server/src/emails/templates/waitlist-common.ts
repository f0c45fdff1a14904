import type { EmailBlock, TemplateContext } from '../email-template';

/** What every waiting-list email names: the event, the ticket (product and tier) and how many. */
export type WaitlistEmailBase = {
  firstName: string;
  eventTitle: string;
  /** The product's title with its tier label, e.g. "Festival pass (Early bird)". */
  productName: string;
  quantity: number;
};

/**
 * A deadline of the waiting list (an offer's end, a lottery's draw) in the event's zone, with the zone's name: the
 * recipient may read it elsewhere, and an hour off is an offer lost.
 */
export function formatWaitlistDeadline(
  value: string,
  timezone: string,
  formatDateTime: TemplateContext['formatDateTime'],
): string {
  return formatDateTime(value, {
    timeZone: timezone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/** The event, the ticket and the quantity as label/value rows, plus any rows a template adds. */
export function waitlistDetails(
  data: WaitlistEmailBase,
  context: Pick<TemplateContext, 't' | 'formatNumber'>,
  extra: { label: string; value: string }[] = [],
): EmailBlock {
  const { t, formatNumber } = context;
  return {
    type: 'details',
    rows: [
      { label: t('waitlist.event'), value: data.eventTitle },
      { label: t('waitlist.ticket'), value: data.productName },
      { label: t('waitlist.quantity'), value: formatNumber(data.quantity) },
      ...extra,
    ],
  };
}
