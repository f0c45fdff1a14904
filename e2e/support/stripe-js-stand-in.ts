import type { Page } from 'playwright-core';
import type { StripeStandIn } from '../../apps/server/src/test-support/stripe-stand-in';

/**
 * Stripe.js as the browser sees it, for the card payment step: the real script comes from js.stripe.com, which
 * the test machines cannot reach. The stand-in has what `@stripe/stripe-js` and `@stripe/react-stripe-js` call
 * (Stripe(), elements(), create('payment'), mount, on/off, confirmPayment) and draws a placeholder where the
 * Payment Element would be. `confirmPayment` declines while `window.__stripeDeclines` is set, and otherwise
 * tells the test, which marks the PaymentIntent succeeded at the Stripe API stand-in, as a real card would.
 */
const STRIPE_JS = `
(() => {
  function Stripe(publishableKey) {
    let clientSecret = null;
    const noop = () => {};
    return {
      _registerWrapper: noop,
      registerAppInfo: noop,
      createToken: noop,
      createPaymentMethod: noop,
      confirmCardPayment: noop,
      elements(options) {
        clientSecret = options && options.clientSecret;
        return {
          update: noop,
          getElement: () => null,
          create(type) {
            const handlers = {};
            let node = null;
            let isReady = false;
            const ready = (handler) => setTimeout(() => handler({ elementType: type }), 0);
            return {
              mount(domNode) {
                node = document.createElement('div');
                node.setAttribute('data-testid', 'stripe-js-stand-in');
                node.textContent = 'Card details (' + type + ', ' + publishableKey + ')';
                domNode.appendChild(node);
                isReady = true;
                (handlers.ready || []).forEach(ready);
              },
              // The real element reports "ready" once its frame has loaded, long after the page listens; here
              // a listener that comes after mounting still hears it.
              on(event, handler) {
                (handlers[event] = handlers[event] || []).push(handler);
                if (event === 'ready' && isReady) ready(handler);
              },
              off(event, handler) { handlers[event] = (handlers[event] || []).filter((h) => h !== handler); },
              update: noop,
              unmount() { if (node) node.remove(); },
              destroy() { if (node) node.remove(); },
            };
          },
        };
      },
      async confirmPayment() {
        if (window.__stripeDeclines) {
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        }
        const intentId = String(clientSecret).split('_secret_')[0];
        await window.__stripePaymentSucceeds(intentId);
        return { paymentIntent: { id: intentId, status: 'succeeded' } };
      },
    };
  }
  Stripe.version = __RELEASE_TRAIN__;
  window.Stripe = Stripe;
})();
`;

/** Serves the stand-in for every Stripe.js URL of this page; a confirmed payment succeeds at `stripe`. */
export async function standInForStripeJs(page: Page, stripe: StripeStandIn): Promise<void> {
  await page.exposeFunction('__stripePaymentSucceeds', (intentId: string) => {
    stripe.succeed(intentId);
  });
  await page.route('https://js.stripe.com/**', (route) => {
    // The release train the page asked for (/v3/ or /<train>/stripe.js), as the real script reports its own.
    const train = new URL(route.request().url()).pathname.split('/')[1] ?? 'v3';
    const version = train === 'v3' ? '3' : JSON.stringify(train);
    return route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: STRIPE_JS.replace('__RELEASE_TRAIN__', version),
    });
  });
}
