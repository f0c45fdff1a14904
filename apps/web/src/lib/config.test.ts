import { DEFAULT_PUBLIC_CONFIG, PUBLIC_CONFIG_ELEMENT_ID } from '@marquee/core';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTimeConfig, loadConfig } from './config';
import { applyFavicon } from './favicon';

function inject(json: string) {
  const script = document.createElement('script');
  script.id = PUBLIC_CONFIG_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = json;
  document.head.append(script);
}

afterEach(() => {
  document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
  for (const link of document.querySelectorAll('link[rel~="icon"]')) link.remove();
});

describe('buildTimeConfig', () => {
  it('applies valid VITE_* overrides and ignores invalid ones', () => {
    const config = buildTimeConfig({
      VITE_APP_NAME: 'Gigs Co',
      VITE_PRIMARY_COLOR: 'not-a-colour',
      VITE_LICENCE_PURCHASED: 'true',
      VITE_TERMS_URL: 'https://example.com/terms',
      VITE_FAVICON_URL: '',
    });

    expect(config).toEqual({
      ...DEFAULT_PUBLIC_CONFIG,
      appName: 'Gigs Co',
      isLicencePurchased: true,
      termsUrl: 'https://example.com/terms',
    });
  });
});

describe('loadConfig', () => {
  it('merges the injected runtime config over the build-time defaults, key by key', () => {
    inject(JSON.stringify({ appName: 'Runtime', primaryColor: 'red', chatSupportBaseUrl: 'https://chat.example.com' }));

    const config = loadConfig({ env: { VITE_APP_NAME: 'Build', VITE_PRIMARY_COLOR: '#112233' } });

    expect(config.appName).toBe('Runtime');
    expect(config.primaryColor).toBe('#112233');
    expect(config.chatSupportBaseUrl).toBe('https://chat.example.com');
  });

  it('falls back to the build-time defaults when the injection is missing or broken', () => {
    expect(loadConfig({ env: {} })).toEqual(DEFAULT_PUBLIC_CONFIG);
    inject('{ not json');
    expect(loadConfig({ env: { VITE_APP_NAME: 'Build' } }).appName).toBe('Build');
  });
});

describe('applyFavicon', () => {
  it('points the existing icon link at the configured favicon', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" type="image/svg+xml" href="/favicon.svg">');

    applyFavicon('https://cdn.example.com/icon.png');

    const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
    expect(link?.href).toBe('https://cdn.example.com/icon.png');
    expect(link?.hasAttribute('type')).toBe(false);
  });

  it('keeps the bundled favicon when none is configured', () => {
    document.head.insertAdjacentHTML('beforeend', '<link rel="icon" href="/favicon.svg">');

    applyFavicon(null);

    expect(document.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe('/favicon.svg');
  });
});
