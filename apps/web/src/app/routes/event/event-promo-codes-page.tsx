import { useLingui } from '@lingui/react/macro';
import { PromoCodesPanel } from '../../../features/promo-codes';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference: promo codes. */
export function EventPromoCodesPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const title = event.title;
  usePageTitle(t`${title} · Promo codes`);
  return <PromoCodesPanel event={event} />;
}
