import { useLingui } from '@lingui/react/macro';
import type { TCurrentUser, TEvent, TPublicTicket, TTicketDesign } from '@marquee/core';
import { sampleTicket } from '../lib/ticket-design-form';

/** The mock product of the sample: a plain ticket at 25.00 in the event's currency. */
const SAMPLE_PRICE = 2500;

/** The sample ticket of the designer and its print: the signed-in user as attendee, a mock product. */
export function useSampleTicket(input: {
  event: TEvent;
  design: TTicketDesign;
  themeAccent: string | null;
  user: Pick<TCurrentUser, 'first_name' | 'last_name' | 'email'>;
}): TPublicTicket {
  const { t } = useLingui();
  return sampleTicket({
    event: input.event,
    design: input.design,
    themeAccent: input.themeAccent,
    attendee: { first_name: input.user.first_name, last_name: input.user.last_name, email: input.user.email },
    product: { title: t`General admission`, price: SAMPLE_PRICE },
  });
}
