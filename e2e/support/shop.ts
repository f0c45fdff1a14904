import type { Browser } from 'playwright-core';
import { startStripeStandIn, type StripeStandIn } from '../../apps/server/src/test-support/stripe-stand-in';
import { launchBrowser } from './browser';
import { smtpEnv, startSmtpSink, type SmtpSink } from './identity';
import { startTestServer } from './server';

export type TShop = {
  server: Awaited<ReturnType<typeof startTestServer>>;
  browser: Browser;
  sink: SmtpSink;
  stripe: StripeStandIn;
  close: () => Promise<void>;
};

/**
 * What a file of card-payment browser tests needs: the server sending its mail to a local SMTP sink and
 * talking to the Stripe API stand-in, and a browser; `close` stops all four.
 */
export async function startShop(): Promise<TShop> {
  const [sink, stripe] = await Promise.all([startSmtpSink(), startStripeStandIn()]);
  const [server, browser] = await Promise.all([
    startTestServer({ env: { ...smtpEnv(sink), ...stripe.env } }),
    launchBrowser(),
  ]);
  const close = async () => {
    await Promise.all([browser.close(), server.close()]);
    await Promise.all([sink.close(), stripe.close()]);
  };
  return { server, browser, sink, stripe, close };
}
