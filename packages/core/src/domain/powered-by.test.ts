import { describe, expect, it } from 'vitest';
import { HOSTED_APP_DOMAIN, MARQUEE_WEBSITE_URL, buildPoweredByUrl, isHostedFrontend } from './powered-by';

function paramsOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

describe('powered-by constants', () => {
  it('points at the Marquee website and hosted domain', () => {
    expect(MARQUEE_WEBSITE_URL).toBe('https://marquee.events');
    expect(HOSTED_APP_DOMAIN).toBe('marquee.events');
  });
});

describe('isHostedFrontend', () => {
  it.each([
    'https://marquee.events',
    'https://marquee.events/',
    'https://app.marquee.events',
    'https://app.marquee.events/manage/events?x=1',
    'https://eu.app.marquee.events',
    'https://APP.Marquee.Events',
    'https://marquee.events.',
    'http://app.marquee.events:8443',
  ])('treats %j as hosted', (url) => {
    expect(isHostedFrontend(url)).toBe(true);
  });

  it.each([
    'http://localhost:8080',
    'https://tickets.example.com',
    'https://notmarquee.events',
    'https://marquee.events.example.com',
    'https://marquee.event',
    'https://example.com/marquee.events',
    'https://marquee.events@evil.example',
    'https://evil.example?host=marquee.events',
  ])('treats %j as self-hosted', (url) => {
    expect(isHostedFrontend(url)).toBe(false);
  });

  it.each(['', 'not a url', 'marquee.events', 'localhost:8080', '//marquee.events', 'http://'])(
    'treats the malformed URL %j as not hosted',
    (url) => {
      expect(isHostedFrontend(url)).toBe(false);
    },
  );
});

describe('buildPoweredByUrl', () => {
  it('builds the hosted app link', () => {
    const url = buildPoweredByUrl({ frontendUrl: 'https://app.marquee.events', medium: 'app', content: 'error-page' });
    expect(url).toBe(
      'https://marquee.events/?utm_source=app.marquee.events&utm_medium=app&utm_campaign=powered-by&utm_content=error-page',
    );
  });

  it('builds the hosted widget link', () => {
    const url = buildPoweredByUrl({
      frontendUrl: 'https://marquee.events',
      medium: 'widget',
      content: 'widget-footer',
    });
    expect(paramsOf(url)).toEqual({
      utm_source: 'marquee.events',
      utm_medium: 'widget',
      utm_campaign: 'powered-by',
      utm_content: 'widget-footer',
    });
  });

  it('prefixes the medium for self-hosted installs', () => {
    const app = buildPoweredByUrl({
      frontendUrl: 'https://tickets.example.com/',
      medium: 'app',
      content: 'error-page',
    });
    expect(paramsOf(app)).toEqual({
      utm_source: 'tickets.example.com',
      utm_medium: 'selfhosted-app',
      utm_campaign: 'powered-by',
      utm_content: 'error-page',
    });
    const widget = buildPoweredByUrl({ frontendUrl: 'http://localhost:8080', medium: 'widget', content: 'footer' });
    expect(paramsOf(widget)).toMatchObject({ utm_source: 'localhost', utm_medium: 'selfhosted-widget' });
  });

  it('uses only the hostname as the source, never the path, port or credentials', () => {
    const url = buildPoweredByUrl({
      frontendUrl: 'https://user:secret@tickets.example.com:8443/manage?token=abc',
      medium: 'app',
      content: 'x',
    });
    expect(paramsOf(url).utm_source).toBe('tickets.example.com');
    expect(url).not.toContain('secret');
    expect(url).not.toContain('token');
  });

  it.each(['', 'not a url', 'localhost:8080'])(
    'uses "unknown" as the source for the malformed URL %j',
    (frontendUrl) => {
      const url = buildPoweredByUrl({ frontendUrl, medium: 'app', content: 'error-page' });
      expect(paramsOf(url)).toEqual({
        utm_source: 'unknown',
        utm_medium: 'selfhosted-app',
        utm_campaign: 'powered-by',
        utm_content: 'error-page',
      });
    },
  );

  it('encodes the content safely', () => {
    const content = 'a b&utm_source=evil#frag';
    const url = buildPoweredByUrl({ frontendUrl: 'https://marquee.events', medium: 'app', content });
    expect(paramsOf(url).utm_content).toBe(content);
    expect(paramsOf(url).utm_source).toBe('marquee.events');
    expect(new URL(url).hash).toBe('');
  });

  it('always links to the Marquee website', () => {
    const url = new URL(buildPoweredByUrl({ frontendUrl: 'https://evil.example', medium: 'widget', content: 'x' }));
    expect(url.origin).toBe(MARQUEE_WEBSITE_URL);
    expect(url.pathname).toBe('/');
  });
});
