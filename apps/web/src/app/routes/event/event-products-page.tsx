import { useLingui } from '@lingui/react/macro';
import { ProductsPanel } from '../../../features/products';
import { useSignedInUser } from '../../../features/users';
import { useEventOutlet } from '../../layouts/event-layout';
import { usePageTitle } from '../use-page-title';

/** Reference §2.7 products. */
export function EventProductsPage() {
  const { t } = useLingui();
  const { event } = useEventOutlet();
  const user = useSignedInUser();
  const title = event.title;
  usePageTitle(t`${title} · Tickets`);
  return <ProductsPanel event={event} accountId={user.account_id} />;
}
