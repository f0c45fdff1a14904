import { EMBEDDED_CHECKOUT_PARAM, isOrigin, type TWidgetMessage } from '@marquee/core';

/**
 * The checkout inside the widget's overlay on an organizer's site (issue 28, decision 153). widget.js opens the
 * first page with `?embedded={host page origin}`; the frame keeps that origin for the pages after it (its own
 * session storage), and every message goes to that origin only.
 */
const STORAGE_KEY = 'marquee.embedded-host';

const readStorage = (): string | null => {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

/** The host page's origin when this page runs inside the widget's overlay; null on the product's own pages. */
export function embeddedHostOrigin(win: Window = window): string | null {
  if (win.parent === win) return null;
  const fromQuery = new URLSearchParams(win.location.search).get(EMBEDDED_CHECKOUT_PARAM);
  if (fromQuery && isOrigin(fromQuery)) {
    try {
      win.sessionStorage.setItem(STORAGE_KEY, fromQuery);
    } catch {
      // Storage refused (a strict privacy mode): this page still knows it, the next ones fall back to the product.
    }
    return fromQuery;
  }
  const stored = readStorage();
  return stored && isOrigin(stored) ? stored : null;
}

/** Posts a message to the host page of the overlay; false when this page is not embedded. */
export function postToHost(message: TWidgetMessage, win: Window = window): boolean {
  const origin = embeddedHostOrigin(win);
  if (!origin) return false;
  win.parent.postMessage(message, origin);
  return true;
}

/** Tells the host page an order went through, once per order and frame (a reload of the summary says nothing new). */
export function announceOrderCompleted(
  order: { short_id: string; status: string; total_gross: number; currency: string; event_id: string },
  win: Window = window,
): void {
  if (!embeddedHostOrigin(win)) return;
  const key = `marquee.completed.${order.short_id}`;
  try {
    if (win.sessionStorage.getItem(key)) return;
    win.sessionStorage.setItem(key, '1');
  } catch {
    // Without storage the host may hear it twice after a reload, which beats not at all.
  }
  postToHost(
    {
      type: 'marquee:order-completed',
      order: {
        reference: order.short_id,
        status: order.status,
        total: order.total_gross,
        currency: order.currency,
        event_id: order.event_id,
      },
    },
    win,
  );
}

const OPEN_PAGE_LAYERS = '[role="dialog"][aria-modal="true"], [role="listbox"]';

/**
 * Escape in the overlay's frame closes the overlay (the host page never sees keys typed inside the frame), unless
 * something of the page itself is open and takes it: a dialog, or a listbox that Escape closes.
 */
export function listenForEscapeToHost(win: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    if (win.document.querySelector(OPEN_PAGE_LAYERS)) return;
    if (win.document.activeElement?.getAttribute('aria-expanded') === 'true') return;
    postToHost({ type: 'marquee:close' }, win);
  };
  win.addEventListener('keydown', onKeyDown);
  return () => win.removeEventListener('keydown', onKeyDown);
}
