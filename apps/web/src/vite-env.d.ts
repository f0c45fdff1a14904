/// <reference types="vite/client" />

type ImportMetaEnv = {
  readonly VITE_APP_NAME?: string;
  readonly VITE_PRIMARY_COLOR?: string;
  readonly VITE_SECONDARY_COLOR?: string;
  readonly VITE_FAVICON_URL?: string;
  readonly VITE_LOGO_DARK_URL?: string;
  readonly VITE_LOGO_LIGHT_URL?: string;
  readonly VITE_CHAT_SUPPORT_BASE_URL?: string;
  readonly VITE_CHAT_SUPPORT_WEBSITE_TOKEN?: string;
  readonly VITE_HIDE_ABOUT_LINK?: string;
  readonly VITE_TERMS_URL?: string;
  readonly VITE_PRIVACY_URL?: string;
  readonly VITE_PLATFORM_SUPPORT_EMAIL?: string;
  readonly VITE_CARD_PAYMENT_PUBLISHABLE_KEY?: string;
  readonly VITE_LICENCE_PURCHASED?: string;
  readonly VITE_FRONTEND_URL?: string;
  readonly VITE_DEFAULT_IMAGE_URL?: string;
  readonly VITE_API_URL_SERVER?: string;
  readonly VITE_API_URL_CLIENT?: string;
};

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
