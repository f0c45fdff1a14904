import { DEFAULT_PUBLIC_CONFIG } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((problem) => problem.key);
  }
  throw new Error('expected a configuration error');
};

describe('loadConfig', () => {
  it('runs with no configuration at all: embedded database, port 8080, demo data, spec colours', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.database.url).toBeNull();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemo).toBe(true);
    expect(config.runWorker).toBe(true);
    expect(config.smtp).toBeNull();
    expect(config.corsOrigins).toEqual([]);
    expect(config.publicConfig).toEqual({
      ...DEFAULT_PUBLIC_CONFIG,
      frontendUrl: 'http://localhost:8080',
      apiUrlServer: 'http://localhost:8080/api',
    });
  });

  it('reads every spec §9 key', () => {
    const config = loadConfig({
      APP_NAME: 'Tickets & Co',
      APP_PRIMARY_COLOR: '#112233',
      APP_SECONDARY_COLOR: '#abc',
      APP_FAVICON_URL: '/favicon.png',
      APP_LOGO_DARK_URL: 'https://cdn.example.com/dark.svg',
      APP_LOGO_LIGHT_URL: 'https://cdn.example.com/light.svg',
      CHAT_SUPPORT_BASE_URL: 'https://chat.example.com/',
      CHAT_SUPPORT_WEBSITE_TOKEN: 'tok',
      HIDE_ABOUT_LINK: 'true',
      TERMS_URL: 'https://example.com/terms',
      PRIVACY_URL: 'https://example.com/privacy',
      PLATFORM_SUPPORT_EMAIL: 'help@example.com',
      CARD_PAYMENT_PUBLISHABLE_KEY: 'pk_test_123',
      LICENCE_PURCHASED: 'yes',
      FRONTEND_URL: 'https://tickets.example.com/',
      DEFAULT_IMAGE_URL: 'https://cdn.example.com/default.jpg',
      API_URL_SERVER: 'http://internal:8080/api',
      API_URL_CLIENT: 'https://tickets.example.com/api',
    });
    expect(config.publicConfig).toEqual({
      appName: 'Tickets & Co',
      primaryColor: '#112233',
      secondaryColor: '#abc',
      faviconUrl: '/favicon.png',
      logoDarkUrl: 'https://cdn.example.com/dark.svg',
      logoLightUrl: 'https://cdn.example.com/light.svg',
      chatSupportBaseUrl: 'https://chat.example.com',
      chatSupportWebsiteToken: 'tok',
      hideAboutLink: true,
      termsUrl: 'https://example.com/terms',
      privacyUrl: 'https://example.com/privacy',
      platformSupportEmail: 'help@example.com',
      cardPaymentPublishableKey: 'pk_test_123',
      isLicencePurchased: true,
      frontendUrl: 'https://tickets.example.com',
      defaultImageUrl: 'https://cdn.example.com/default.jpg',
      apiUrlServer: 'http://internal:8080/api',
      apiUrlClient: 'https://tickets.example.com/api',
      // Not a setting: the SPA plugin reads it from the web build (issue 28).
      widgetScript: null,
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', SMTP_HOST: ' ' })).toMatchObject({
      port: 8080,
      database: { url: null },
      smtp: null,
    });
  });

  it('configures SMTP only when a host is given', () => {
    expect(
      loadConfig({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'u' }).smtp,
    ).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      user: 'u',
      password: undefined,
    });
  });

  it('stops with every bad key named', () => {
    expect(
      problemsOf({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://nope',
        APP_PRIMARY_COLOR: 'purple',
        LICENCE_PURCHASED: 'perhaps',
        FRONTEND_URL: 'not a url',
        PLATFORM_SUPPORT_EMAIL: 'nobody',
        WEBHOOK_ALLOWED_HOSTS: 'receiver.test, 10.0.0.0/99',
      }).sort(),
    ).toEqual([
      'APP_PRIMARY_COLOR',
      'DATABASE_URL',
      'FRONTEND_URL',
      'LICENCE_PURCHASED',
      'PLATFORM_SUPPORT_EMAIL',
      'PORT',
      'WEBHOOK_ALLOWED_HOSTS',
    ]);
  });

  it('reads the hosts webhooks may reach although private', () => {
    expect(loadConfig({ WEBHOOK_ALLOWED_HOSTS: ' receiver.test, 127.0.0.1 ,10.0.0.0/8' }).webhookAllowedHosts).toEqual([
      'receiver.test',
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).webhookAllowedHosts).toEqual([]);
  });

  it('words the error for a person reading a terminal', () => {
    try {
      loadConfig({ APP_PRIMARY_COLOR: 'purple' });
    } catch (error) {
      expect((error as Error).message).toBe(
        'Invalid configuration:\n  - APP_PRIMARY_COLOR: must be a hex colour such as #40296C',
      );
    }
  });
});
