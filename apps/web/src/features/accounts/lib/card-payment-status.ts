import { STRIPE_CONFIGURATION_KEYS, type TPaymentSettings, type TPublicConfig } from '@marquee/core';

export type TCardPaymentStatus = Pick<TPaymentSettings['stripe'], 'configured' | 'mode' | 'missing_keys'>;

/**
 * What every signed-in page knows of card payments without asking the server: the publishable key in the public
 * configuration (the server turns Stripe on only with it, decision 046). The mode comes from its prefix. Only
 * administrators see the complete picture (Account › Payment), which names exactly the settings still missing.
 */
export function cardPaymentStatusFromConfig(
  config: Pick<TPublicConfig, 'cardPaymentPublishableKey'>,
): TCardPaymentStatus {
  const key = config.cardPaymentPublishableKey;
  if (!key) return { configured: false, mode: null, missing_keys: [...STRIPE_CONFIGURATION_KEYS] };
  const mode = key.startsWith('pk_live_') ? 'live' : key.startsWith('pk_test_') ? 'test' : null;
  return { configured: true, mode, missing_keys: [] };
}
