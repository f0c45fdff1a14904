import { z } from 'zod';
import { HEX_COLOUR } from '../domain/public-config';

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
    /** The embed script's versioned address and Subresource Integrity, once the web app is built (issue 28). */
    widgetScript: z.object({ url: z.string(), integrity: z.string() }).nullable(),
  })
  .meta({ id: 'PublicConfig' });
export type TPublicConfig = z.infer<typeof ZPublicConfig>;
