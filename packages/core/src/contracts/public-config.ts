import { z } from 'zod';

export const HEX_COLOUR = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/**
 * The configuration the SPA needs at runtime (spec §9). The server reads it from the environment,
 * validates it at start-up and injects it into index.html; the SPA falls back to build-time defaults.
 */
export const ZPublicConfig = z
  .object({
    appName: z.string().min(1).max(100),
    primaryColor: z.string().regex(HEX_COLOUR),
    secondaryColor: z.string().regex(HEX_COLOUR),
    faviconUrl: z.string().nullable(),
    logoDarkUrl: z.string().nullable(),
    logoLightUrl: z.string().nullable(),
    chatSupportBaseUrl: z.url().nullable(),
    chatSupportWebsiteToken: z.string().nullable(),
    hideAboutLink: z.boolean(),
    termsUrl: z.url().nullable(),
    privacyUrl: z.url().nullable(),
    platformSupportEmail: z.email().nullable(),
    cardPaymentPublishableKey: z.string().nullable(),
    isLicencePurchased: z.boolean(),
    frontendUrl: z.url(),
    defaultImageUrl: z.string().nullable(),
    apiUrlServer: z.string().min(1),
    apiUrlClient: z.string().min(1),
  })
  .meta({ id: 'PublicConfig' });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;

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
};

/** The id of the JSON script element the server writes the runtime configuration into. */
export const PUBLIC_CONFIG_ELEMENT_ID = 'marquee-config';

/**
 * Merges runtime values over build-time defaults key by key: an invalid or missing runtime key keeps
 * the fallback, so a half-broken injection never blanks the whole app.
 */
export function resolvePublicConfig(runtime: unknown, fallback: TPublicConfig = DEFAULT_PUBLIC_CONFIG): TPublicConfig {
  if (!runtime || typeof runtime !== 'object') return fallback;
  const merged: Record<string, unknown> = { ...fallback };
  const shape = ZPublicConfig.shape;
  for (const key of Object.keys(shape) as (keyof TPublicConfig)[]) {
    const value = (runtime as Record<string, unknown>)[key];
    if (value === undefined) continue;
    const parsed = shape[key].safeParse(value);
    if (parsed.success) merged[key] = parsed.data;
  }
  return merged as TPublicConfig;
}
