import Stripe from 'stripe';
import type { AppConfig } from '../../config';
import { stripeStatus } from '../accounts/payment-settings.service';

export { Stripe };

type StripeConfig = Pick<AppConfig, 'stripe' | 'publicConfig'>;

const clients = new WeakMap<AppConfig['stripe'], Stripe>();

/**
 * The SDK client of the instance-wide Stripe account, or null when its keys are not all set (decision 032:
 * then STRIPE is simply not offered). STRIPE_API_HOST/PORT/PROTOCOL point it elsewhere (tests: a local
 * stand-in). The key is handed to the SDK only; it is never logged.
 */
export function stripeClient(config: StripeConfig): Stripe | null {
  if (!stripeStatus(config).configured) return null;
  let client = clients.get(config.stripe);
  if (!client) {
    const { host, port, protocol } = config.stripe.api;
    client = new Stripe(config.stripe.secretKey!, {
      ...(host ? { host } : {}),
      ...(port ? { port } : {}),
      ...(protocol ? { protocol } : {}),
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
    });
    clients.set(config.stripe, client);
  }
  return client;
}
