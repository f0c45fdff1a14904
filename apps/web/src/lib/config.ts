import {
  DEFAULT_PUBLIC_CONFIG,
  PUBLIC_CONFIG_ELEMENT_ID,
  resolvePublicConfig,
  type TPublicConfig,
} from '@marquee/core';

type TEnv = Partial<Record<string, string | boolean | undefined>>;

/**
 * Which `VITE_*` variable overrides which configuration key at build time (documented in .env.example); the
 * widget script's address comes from the server's build only.
 */
const ENV_KEYS: Record<Exclude<keyof TPublicConfig, 'widgetScript'>, string> = {
  appName: 'VITE_APP_NAME',
  primaryColor: 'VITE_PRIMARY_COLOR',
  secondaryColor: 'VITE_SECONDARY_COLOR',
  faviconUrl: 'VITE_FAVICON_URL',
  logoDarkUrl: 'VITE_LOGO_DARK_URL',
  logoLightUrl: 'VITE_LOGO_LIGHT_URL',
  chatSupportBaseUrl: 'VITE_CHAT_SUPPORT_BASE_URL',
  chatSupportWebsiteToken: 'VITE_CHAT_SUPPORT_WEBSITE_TOKEN',
  hideAboutLink: 'VITE_HIDE_ABOUT_LINK',
  termsUrl: 'VITE_TERMS_URL',
  privacyUrl: 'VITE_PRIVACY_URL',
  platformSupportEmail: 'VITE_PLATFORM_SUPPORT_EMAIL',
  cardPaymentPublishableKey: 'VITE_CARD_PAYMENT_PUBLISHABLE_KEY',
  isLicencePurchased: 'VITE_LICENCE_PURCHASED',
  frontendUrl: 'VITE_FRONTEND_URL',
  defaultImageUrl: 'VITE_DEFAULT_IMAGE_URL',
  apiUrlServer: 'VITE_API_URL_SERVER',
  apiUrlClient: 'VITE_API_URL_CLIENT',
};

function envValue(key: keyof TPublicConfig, raw: string): unknown {
  const fallback = DEFAULT_PUBLIC_CONFIG[key];
  if (typeof fallback === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  // An empty value means "unset" for nullable keys and "keep the default" for the others.
  if (raw === '') return fallback === null ? null : undefined;
  return raw;
}

/** Build-time defaults: DEFAULT_PUBLIC_CONFIG with any valid `VITE_*` overrides applied. */
export function buildTimeConfig(env: TEnv = import.meta.env): TPublicConfig {
  const overrides: Record<string, unknown> = {};
  for (const [key, envKey] of Object.entries(ENV_KEYS) as [keyof TPublicConfig, string][]) {
    const raw = env[envKey];
    if (typeof raw === 'string') overrides[key] = envValue(key, raw.trim());
  }
  return resolvePublicConfig(overrides, DEFAULT_PUBLIC_CONFIG);
}

/** The JSON the server injected into index.html, or undefined when absent or unreadable. */
export function readInjectedConfig(doc: Document = document): unknown {
  const element = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

/** Runtime configuration over build-time defaults, key by key (an invalid runtime key keeps the default). */
export function loadConfig(options: { doc?: Document; env?: TEnv } = {}): TPublicConfig {
  return resolvePublicConfig(readInjectedConfig(options.doc), buildTimeConfig(options.env));
}

let current: TPublicConfig | undefined;

/** The configuration of this page load; read once, then cached. */
export function getConfig(): TPublicConfig {
  current ??= loadConfig();
  return current;
}

/** Replaces the cached configuration (tests, or a future live reload). */
export function setConfig(config: TPublicConfig | undefined): void {
  current = config;
}
