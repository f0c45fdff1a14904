import { Plural, Trans } from '@lingui/react/macro';
import type { TMessage } from '@marquee/core';

type TProps = {
  message: Pick<TMessage, 'message_type' | 'product_ids' | 'attendee_ids' | 'order_short_id'>;
  /** The event's product titles by id; a product no longer in the catalogue counts but is not named. */
  productTitles: ReadonlyMap<string, string>;
};

/** Names up to two tickets ("Standing, Seated"); more are counted. */
function TicketNames({ ids, productTitles }: { ids: string[]; productTitles: ReadonlyMap<string, string> }) {
  const names = ids.map((id) => productTitles.get(id)).filter((name): name is string => Boolean(name));
  const count = ids.length;
  if (names.length === count && count > 0 && count <= 2) return <>{names.join(', ')}</>;
  return <Plural value={count} one="# ticket" other="# tickets" />;
}

/** Who a message goes to, in a few words: "All attendees", "Holders of Standing", "The buyer of order #AB12". */
export function MessageAudience({ message, productTitles }: TProps) {
  switch (message.message_type) {
    case 'ALL_ATTENDEES':
      return <Trans>All attendees</Trans>;
    case 'TICKET_HOLDERS':
      return (
        <Trans>
          Holders of <TicketNames ids={message.product_ids} productTitles={productTitles} />
        </Trans>
      );
    case 'ORDER_OWNERS_WITH_PRODUCT':
      return (
        <Trans>
          Buyers of <TicketNames ids={message.product_ids} productTitles={productTitles} />
        </Trans>
      );
    case 'INDIVIDUAL_ATTENDEES':
      return <Plural value={message.attendee_ids.length} one="# attendee" other="# attendees" />;
    case 'ORDER_OWNER': {
      const shortId = message.order_short_id ?? '';
      return shortId ? <Trans>The buyer of order #{shortId}</Trans> : <Trans>The buyer of an order</Trans>;
    }
  }
}
