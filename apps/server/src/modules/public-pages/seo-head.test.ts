import { describe, expect, it } from 'vitest';
import { compileIndexTemplate, escapeHtml, jsonForScript, plainTextSummary, renderHeadTags } from './seo-head';

describe('seo head rendering', () => {
  it('escapes text for HTML content and attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });

  it('serialises JSON-LD so no value can close the script element, and it still parses back', () => {
    const value = { name: '</script><script>alert(1)</script>', note: 'a & b \u2028 <!--' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('summarises rich text as one plain line, cut at a word', () => {
    expect(plainTextSummary('<p>Hello&nbsp;<strong>world</strong></p><p>Next &amp; last</p>')).toBe(
      'Hello world Next & last',
    );
    expect(plainTextSummary('<p> </p>')).toBeNull();
    expect(plainTextSummary(null)).toBeNull();
    const long = plainTextSummary(`<p>${'word '.repeat(100)}</p>`, 50)!;
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('leaves out empty tags and adds robots only when indexing is off', () => {
    const head = renderHeadTags({
      title: 'T',
      description: null,
      canonicalUrl: 'https://x.example/event/1/t',
      ogType: 'event',
      siteName: 'Marquee',
      isIndexable: true,
    });
    expect(head).not.toContain('name="description"');
    expect(head).not.toContain('robots');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
    expect(
      renderHeadTags({
        title: 'T',
        description: 'd',
        canonicalUrl: null,
        ogType: 'website',
        siteName: 'M',
        isIndexable: false,
      }),
    ).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('replaces the built title with the page head, and keeps it when there is none', () => {
    const template = compileIndexTemplate(
      '<html><head><meta charset="UTF-8"><title>App</title><script id="c"></script></head><body></body></html>',
    );
    expect(template.render('<title>Event</title>')).toBe(
      '<html><head><meta charset="UTF-8"><script id="c"></script><title>Event</title></head><body></body></html>',
    );
    expect(template.render(null)).toContain('<title>App</title></head>');
  });
});
