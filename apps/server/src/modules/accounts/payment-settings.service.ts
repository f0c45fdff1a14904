import type { STRIPE_CONFIGURATION_KEYS, TEventDefaults, TPaymentSettings, ZPatchPaymentSettings } from '@marquee/core';
import type { z } from 'zod';
import type { AppConfig } from '../../config';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import { getEventDefaults, patchEventDefaults } from './accounts.service';

/** Whether the instance-wide Stripe account is usable, and in which mode; never the key values themselves. */
export function stripeStatus(config: {
  stripe: Pick<AppConfig['stripe'], 'secretKey' | 'webhookSecret'>;
  publicConfig: Pick<AppConfig['publicConfig'], 'cardPaymentPublishableKey'>;
}): Omit<TPaymentSettings['stripe'], 'webhook_url'> {
  const keys: Record<(typeof STRIPE_CONFIGURATION_KEYS)[number], string | null> = {
    STRIPE_SECRET_KEY: config.stripe.secretKey,
    CARD_PAYMENT_PUBLISHABLE_KEY: config.publicConfig.cardPaymentPublishableKey,
    STRIPE_WEBHOOK_SECRET: config.stripe.webhookSecret,
  };
  const missing = Object.entries(keys)
    .filter(([, value]) => !value)
    .map(([key]) => key);
  const secret = config.stripe.secretKey ?? '';
  const mode = /^(sk|rk)_live_/.test(secret) ? 'live' : /^(sk|rk)_test_/.test(secret) ? 'test' : null;
  const configured = missing.length === 0;
  return { configured, mode: configured ? mode : null, missing_keys: missing };
}

/** The endpoint to register with Stripe, on the API address servers use (API_URL_SERVER). */
export function stripeWebhookUrl(config: { publicConfig: Pick<AppConfig['publicConfig'], 'apiUrlServer'> }): string {
  return `${config.publicConfig.apiUrlServer.replace(/\/+$/, '')}/public/webhooks/stripe`;
}

function toPaymentSettings(config: IdentityDeps['config'], defaults: TEventDefaults): TPaymentSettings {
  return {
    stripe: { ...stripeStatus(config), webhook_url: stripeWebhookUrl(config) },
    offline: {
      enabled_by_default: defaults.payment_providers.includes('OFFLINE'),
      default_instructions: defaults.offline_payment_instructions,
    },
  };
}

export async function getPaymentSettings(
  deps: IdentityDeps,
  auth: AuthContext,
  accountId: string,
): Promise<TPaymentSettings> {
  return toPaymentSettings(deps.config, await getEventDefaults(deps, auth, accountId));
}

/** Offline defaults are kept in the account's event defaults, so new events start with them. */
export async function patchPaymentSettings(
  deps: IdentityDeps,
  auth: AuthContext,
  input: { accountId: string; body: z.output<typeof ZPatchPaymentSettings> },
): Promise<TPaymentSettings> {
  const { offline } = input.body;
  const current = await getEventDefaults(deps, auth, input.accountId);
  const withoutOffline = current.payment_providers.filter((provider) => provider !== 'OFFLINE');
  const saved = await patchEventDefaults(deps, auth, {
    accountId: input.accountId,
    body: {
      ...(offline.enabled_by_default !== undefined
        ? { payment_providers: offline.enabled_by_default ? [...withoutOffline, 'OFFLINE'] : withoutOffline }
        : {}),
      ...(offline.default_instructions !== undefined
        ? { offline_payment_instructions: offline.default_instructions }
        : {}),
    },
  });
  return toPaymentSettings(deps.config, saved);
}
