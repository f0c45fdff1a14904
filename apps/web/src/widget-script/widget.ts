/**
 * widget.js (issue 28, decision 153): turns every `<div data-marquee-event="{eventId}">` and `<marquee-tickets
 * event="{eventId}">` of a host page into the event's ticket selector, in a frame inside a shadow root so the host's
 * styles and the widget's never meet. Checkout opens over the host page in an accessible dialog; the host page
 * hears `marquee:loaded` and `marquee:order-completed`. Plain DOM, no framework: it must stay a few KB.
 */
import {
  EMBEDDED_CHECKOUT_PARAM,
  WIDGET_ELEMENT_NAME,
  WIDGET_EVENT_ATTRIBUTE,
  WIDGET_FRAME_ID_PARAM,
  WIDGET_HOST_ORIGIN_PARAM,
  WIDGET_OPTIONS,
  widgetPath,
  type TWidgetMessage,
  type TWidgetTheme,
} from '@marquee/core/widget-embed';
import { widgetTexts } from './texts';

type TMount = { element: HTMLElement; frame: HTMLIFrameElement; eventId: string; autoresize: boolean; locale: string };

const script = document.currentScript as HTMLScriptElement | null;
const ORIGIN = new URL(script?.src ?? '/', window.location.href).origin;
const mounts = new Map<string, TMount>();
const mounted = new WeakSet<Element>();
let frameCount = 0;

const optionOf = (element: Element, attribute: string): string | null =>
  element.getAttribute(element.localName === WIDGET_ELEMENT_NAME ? attribute : `data-marquee-${attribute}`);

const eventIdOf = (element: Element): string | null =>
  (element.localName === WIDGET_ELEMENT_NAME
    ? element.getAttribute('event')
    : element.getAttribute(WIDGET_EVENT_ATTRIBUTE)
  )?.trim() || null;

const emit = (element: Element, type: string, detail: unknown) =>
  element.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));

/** A link to the event page in a new tab: for hosts whose Content-Security-Policy forbids our frames. */
function fallbackLink(eventId: string, locale: string): HTMLAnchorElement {
  const link = document.createElement('a');
  link.href = `${ORIGIN}/event/${encodeURIComponent(eventId)}`;
  link.target = '_blank';
  link.rel = 'noopener';
  link.className = 'fallback';
  link.textContent = widgetTexts(locale).buy;
  return link;
}

function mount(element: HTMLElement): void {
  const eventId = eventIdOf(element);
  if (!eventId || mounted.has(element)) return;
  mounted.add(element);
  const theme: Record<string, string> = {};
  for (const option of WIDGET_OPTIONS) {
    const value = optionOf(element, option.attribute);
    if (value !== null && value !== '') theme[option.param] = value;
  }
  const frameId = `marquee-${++frameCount}`;
  const locale = theme.locale ?? document.documentElement.lang ?? navigator.language;
  const frame = document.createElement('iframe');
  frame.src =
    ORIGIN +
    widgetPath(eventId, theme as Partial<TWidgetTheme>, {
      [WIDGET_FRAME_ID_PARAM]: frameId,
      [WIDGET_HOST_ORIGIN_PARAM]: window.location.origin,
    });
  frame.title = widgetTexts(locale).tickets;
  frame.setAttribute('allow', 'payment');
  frame.setAttribute(
    'sandbox',
    'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox',
  );
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>:host{display:block}iframe{display:block;width:100%;height:${theme.autoresize === 'false' ? '600px' : '420px'};border:0;color-scheme:normal}.fallback{display:inline-block;padding:12px 20px;border-radius:8px;background:#1c1c1c;color:#fff;font:600 16px/1.2 system-ui,sans-serif;text-decoration:none}</style>`;
  root.append(frame);
  mounts.set(frameId, {
    element,
    frame,
    eventId,
    autoresize: theme.autoresize !== 'false' && theme.autoresize !== '0',
    locale,
  });
}

function scan(): void {
  // Widgets a single-page host removed are forgotten, so their frames can be collected.
  for (const [frameId, owner] of mounts) if (!owner.element.isConnected) mounts.delete(frameId);
  document
    .querySelectorAll<HTMLElement>(`[${WIDGET_EVENT_ATTRIBUTE}], ${WIDGET_ELEMENT_NAME}`)
    .forEach((element) => mount(element));
}

let isScanQueued = false;
/** One scan per frame however many changes a host makes at once. */
function queueScan(): void {
  if (isScanQueued) return;
  isScanQueued = true;
  requestAnimationFrame(() => {
    isScanQueued = false;
    scan();
  });
}

/* ---------- The checkout overlay: one per page, a modal dialog in its own shadow root. ---------- */

let overlay: {
  dialog: HTMLDialogElement;
  frame: HTMLIFrameElement;
  mount: TMount;
  returnFocus: Element | null;
} | null = null;

function openCheckout(owner: TMount, path: string): void {
  const url = new URL(path, ORIGIN);
  if (url.origin !== ORIGIN) return;
  url.searchParams.set(EMBEDDED_CHECKOUT_PARAM, window.location.origin);
  closeCheckout();
  const texts = widgetTexts(owner.locale);
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>
dialog{box-sizing:border-box;width:min(720px,calc(100vw - 32px));height:min(900px,calc(100dvh - 32px));max-width:none;max-height:none;padding:0;border:0;border-radius:12px;overflow:hidden;background:#fff;color:#1c1c1c;font:16px/1.4 system-ui,sans-serif;box-shadow:0 12px 48px rgba(0,0,0,.35)}
dialog::backdrop{background:rgba(0,0,0,.55)}
dialog[open]{display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:12px;padding:8px 8px 8px 16px;border-bottom:1px solid #e5e5e5}
h2{flex:1;margin:0;font-size:16px;font-weight:700}
a{color:inherit;font-size:14px}
button{all:unset;box-sizing:border-box;width:40px;height:40px;border-radius:8px;display:grid;place-items:center;cursor:pointer;font-size:24px;line-height:1}
button:hover{background:#f1f1f1}
button:focus-visible,a:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
iframe{flex:1;width:100%;border:0}
@media (max-width:640px){dialog{width:100vw;height:100dvh;border-radius:0}}
</style><dialog aria-labelledby="title"><header><h2 id="title"></h2><a target="_blank" rel="noopener"></a><button type="button"><span aria-hidden="true">×</span></button></header></dialog>`;
  const dialog = root.querySelector('dialog')!;
  root.querySelector('h2')!.textContent = texts.checkout;
  const newTab = root.querySelector('a')!;
  newTab.href = url.href.replace(`${EMBEDDED_CHECKOUT_PARAM}=`, 'from=');
  newTab.textContent = texts.newTab;
  const close = root.querySelector('button')!;
  close.setAttribute('aria-label', texts.close);
  close.addEventListener('click', closeCheckout);
  const frame = document.createElement('iframe');
  frame.src = url.href;
  frame.title = texts.checkout;
  frame.setAttribute('allow', 'payment');
  dialog.append(frame);
  // Escape on the host's side of the frame; inside it the checkout page asks the host to close (marquee:close).
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    closeCheckout();
  });
  document.body.append(host);
  // Focus inside a widget is its frame, under the widget's shadow root: that frame gets it back on close.
  let returnFocus = document.activeElement;
  while (returnFocus?.shadowRoot?.activeElement) returnFocus = returnFocus.shadowRoot.activeElement;
  overlay = { dialog, frame, mount: owner, returnFocus };
  document.documentElement.style.setProperty('overflow', 'hidden');
  dialog.showModal();
  frame.focus();
  emit(owner.element, 'marquee:checkout-opened', { eventId: owner.eventId });
}

function closeCheckout(): void {
  if (!overlay) return;
  const { dialog, mount: owner, returnFocus } = overlay;
  overlay = null;
  dialog.close();
  (dialog.getRootNode() as ShadowRoot).host.remove();
  document.documentElement.style.removeProperty('overflow');
  owner.frame.contentWindow?.postMessage({ type: 'marquee:overlay-closed' } satisfies TWidgetMessage, ORIGIN);
  (returnFocus instanceof HTMLElement ? returnFocus : owner.frame).focus();
  emit(owner.element, 'marquee:checkout-closed', { eventId: owner.eventId });
}

window.addEventListener('message', (event: MessageEvent) => {
  if (event.origin !== ORIGIN) return;
  const message = event.data as TWidgetMessage | null;
  if (!message || typeof message !== 'object') return;
  if (overlay && event.source === overlay.frame.contentWindow) {
    if (message.type === 'marquee:close') closeCheckout();
    if (message.type === 'marquee:order-completed') emit(overlay.mount.element, message.type, message.order);
    return;
  }
  if (!('frameId' in message)) return;
  const owner = mounts.get(message.frameId);
  if (!owner || event.source !== owner.frame.contentWindow) return;
  if (message.type === 'marquee:resize' && owner.autoresize)
    owner.frame.style.height = `${Math.max(0, message.height)}px`;
  if (message.type === 'marquee:loaded') {
    owner.element.setAttribute('data-marquee-loaded', '');
    emit(owner.element, message.type, { eventId: message.eventId });
  }
  if (message.type === 'marquee:checkout') openCheckout(owner, message.url);
});

// A host whose Content-Security-Policy forbids our frames: each widget becomes a link that opens a new tab.
document.addEventListener('securitypolicyviolation', (event) => {
  if (!/^(frame|child)-src/.test(event.effectiveDirective) || !event.blockedURI.startsWith(ORIGIN)) return;
  for (const owner of mounts.values()) {
    const root = owner.element.shadowRoot;
    if (root && root.contains(owner.frame)) owner.frame.replaceWith(fallbackLink(owner.eventId, owner.locale));
  }
});

if (!customElements.get(WIDGET_ELEMENT_NAME))
  customElements.define(
    WIDGET_ELEMENT_NAME,
    class extends HTMLElement {
      connectedCallback() {
        mount(this);
      }
    },
  );
// Widgets a single-page host adds later are picked up as they appear.
new MutationObserver(queueScan).observe(document.documentElement, { childList: true, subtree: true });
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
else scan();
(window as unknown as { MarqueeWidget?: unknown }).MarqueeWidget = { scan, close: closeCheckout };
