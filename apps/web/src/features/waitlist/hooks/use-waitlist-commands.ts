import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TOfferWaitlist, TWaitlistEntry, TWaitlistOfferResult } from '@marquee/core';
import { isApiError } from '../../../lib/api-error';
import { confirmAction } from '../../../lib/confirm';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCancelWaitlistEntry, useDrawWaitlistLottery, useOfferWaitlist } from '../api/waitlist';
import { entrantName, skipCounts } from '../lib/waitlist-list';

/** "Tickets offered to 3 people. 2 skipped: 1 not enough tickets free, 1 no longer waiting." */
export function useOfferResultText() {
  const { t } = useLingui();
  return (result: TWaitlistOfferResult): string => {
    const offered = result.offered.length;
    const skipped = result.skipped.length;
    const head =
      offered > 0
        ? plural(offered, { one: 'Tickets offered to # person.', other: 'Tickets offered to # people.' })
        : t`Nobody could be offered tickets.`;
    if (skipped === 0) return head;
    const counts = skipCounts(result);
    const reasons = [
      counts.NOT_ENOUGH_STOCK > 0
        ? plural(counts.NOT_ENOUGH_STOCK, {
            one: '# not enough tickets free',
            other: '# not enough tickets free',
          })
        : null,
      counts.NOT_OFFERABLE > 0
        ? plural(counts.NOT_OFFERABLE, { one: '# no longer waiting', other: '# no longer waiting' })
        : null,
      counts.NOT_ON_SALE > 0
        ? plural(counts.NOT_ON_SALE, { one: '# ticket not on sale', other: '# tickets not on sale' })
        : null,
    ]
      .filter(Boolean)
      .join(', ');
    const tail = plural(skipped, { one: `# skipped: ${reasons}.`, other: `# skipped: ${reasons}.` });
    return `${head} ${tail}`;
  };
}

/**
 * The staff actions on the waiting list, asked for and reported the same way wherever they start (a card, a row
 * menu, the selection): offer, cancel (confirmed first: it releases held tickets and emails the person), draw.
 */
export function useWaitlistCommands(eventId: string) {
  const { t } = useLingui();
  const offerMutation = useOfferWaitlist(eventId);
  const cancelMutation = useCancelWaitlistEntry(eventId);
  const drawMutation = useDrawWaitlistLottery(eventId);
  const resultText = useOfferResultText();
  const fail = (error: unknown, fallback: string) => notifyError(isApiError(error) ? error.message : fallback);

  const offer = (body: TOfferWaitlist, options: { onSuccess?: () => void } = {}) =>
    offerMutation.mutate(body, {
      onSuccess: (result) => {
        const text = resultText(result);
        if (result.offered.length > 0) notifySuccess(text);
        else notifyError(text);
        options.onSuccess?.();
      },
      onError: (error) => fail(error, t`The offers could not be made.`),
    });

  const cancel = async (entry: TWaitlistEntry) => {
    const name = entrantName(entry);
    const isConfirmed = await confirmAction({
      title: t`Remove ${name} from the waiting list?`,
      message:
        entry.status === 'OFFERED'
          ? t`The tickets held for their offer are released for sale, and they get an email saying their place was cancelled. This cannot be undone.`
          : t`They lose their place in line and get an email saying so. This cannot be undone.`,
      confirmLabel: t`Remove from list`,
      isDanger: true,
    });
    if (!isConfirmed) return;
    cancelMutation.mutate(entry.id, {
      onSuccess: () => notifySuccess(t`${name} was removed from the waiting list.`),
      onError: (error) => fail(error, t`The entry could not be cancelled.`),
    });
  };

  const draw = (body: { product_price_id: string; seed?: string }, options: { onSuccess?: () => void } = {}) =>
    drawMutation.mutate(body, {
      onSuccess: (drawn) => {
        const seed = drawn.seed;
        notifySuccess(
          plural(drawn.entry_count, {
            one: `Lottery drawn: # entry put in order (seed ${seed}).`,
            other: `Lottery drawn: # entries put in order (seed ${seed}).`,
          }),
        );
        options.onSuccess?.();
      },
      // 409 when the lottery was already drawn or its time has not come: the server says which.
      onError: (error) => fail(error, t`The lottery could not be drawn.`),
    });

  return {
    offer,
    cancel,
    draw,
    isOffering: offerMutation.isPending,
    isDrawing: drawMutation.isPending,
  };
}
