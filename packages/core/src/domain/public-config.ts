import type { TPublicConfig } from '../contracts/public-config';

/**
 * The SPA's side of the public configuration, free of zod: the browser reads this on every page's first
 * load, where zod alone would weigh about 25 KB gzipped (docs/decisions/055-buyer-bundle-budget.md). The
 * rules mirror `ZPublicConfig` key by key; a core test keeps the two in agreement.
 */
export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

type TRule = (value: unknown) => boolean;

const isString: TRule = (value) => typeof value === 'string';
const isBoolean: TRule = (value) => typeof value === 'boolean';
const isUrl: TRule = (value) => {
  if (typeof value !== 'string') return false;
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
};
// The same pattern zod's `z.email()` uses by default.
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const isEmail: TRule = (value) => typeof value === 'string' && EMAIL.test(value);
const nullable =
  (rule: TRule): TRule =>
  (value) =>
    value === null || rule(value);

export const PUBLIC_CONFIG_RULES: Record<keyof TPublicConfig, TRule> = {
  appName: (value) => typeof value === 'string' && value.length >= 1 && value.length <= 100,
  primaryColor: (value) => typeof value === 'string' && HEX_COLOUR.test(value),
  secondaryColor: (value) => typeof value === 'string' && HEX_COLOUR.test(value),
  faviconUrl: nullable(isString),
  logoDarkUrl: nullable(isString),
  logoLightUrl: nullable(isString),
  chatSupportBaseUrl: nullable(isUrl),
  chatSupportWebsiteToken: nullable(isString),
  hideAboutLink: isBoolean,
  termsUrl: nullable(isUrl),
  privacyUrl: nullable(isUrl),
  platformSupportEmail: nullable(isEmail),
  cardPaymentPublishableKey: nullable(isString),
  isLicencePurchased: isBoolean,
  frontendUrl: isUrl,
  defaultImageUrl: nullable(isString),
  apiUrlServer: (value) => typeof value === 'string' && value.length >= 1,
  apiUrlClient: (value) => typeof value === 'string' && value.length >= 1,
  widgetScript: nullable(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { url?: unknown }).url === 'string' &&
      typeof (value as { integrity?: unknown }).integrity === 'string',
  ),
};

export const DEFAULT_PUBLIC_CONFIG: TPublicConfig = {
  appName: 'Marquee',
  primaryColor: '#40296C',
  secondaryColor: '#5A1065',
  faviconUrl: null,
  logoDarkUrl: null,
  logoLightUrl: null,
  chatSupportBaseUrl: null,
  chatSupportWebsiteToken: null,
  hideAboutLink: false,
  termsUrl: null,
  privacyUrl: null,
  platformSupportEmail: null,
  cardPaymentPublishableKey: null,
  isLicencePurchased: false,
  frontendUrl: 'http://localhost:8080',
  defaultImageUrl: null,
  apiUrlServer: 'http://localhost:8080/api',
  apiUrlClient: '/api',
  widgetScript: null,
};

/** The id of the JSON script element the server writes the runtime configuration into. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'marquee-config';

/** The id of the JSON script element holding the public event on the light event page (decision 093). */
export const PUBLIC_EVENT_ELEMENT_ID = 'marquee-public-event';

/**
 * The name of the meta element the server adds to the light event page when the visitor's browser has a
 * checkout session (its cookie is httpOnly): only then may it hold an order to offer to resume (decision 093).
 */
export const CHECKOUT_SESSION_HINT_NAME = 'marquee-checkout-session';

/**
 * Merges runtime values over build-time defaults key by key: an invalid or missing runtime key keeps
 * the fallback, so a half-broken injection never blanks the whole app.
 */
export function resolvePublicConfig(runtime: unknown, fallback: TPublicConfig = DEFAULT_PUBLIC_CONFIG): TPublicConfig {
  if (!runtime || typeof runtime !== 'object') return fallback;
  const merged: Record<string, unknown> = { ...fallback };
  for (const key of Object.keys(PUBLIC_CONFIG_RULES) as (keyof TPublicConfig)[]) {
    const value = (runtime as Record<string, unknown>)[key];
    if (value !== undefined && PUBLIC_CONFIG_RULES[key](value)) merged[key] = value;
  }
  return merged as TPublicConfig;
}
