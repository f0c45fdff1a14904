import { defaultWidgetSettings, widgetThemeDefaults } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../lib/plain-text-html';
import {
  buildHtmlSnippet,
  buildReactSnippet,
  embedOrigin,
  ORDER_COMPLETED_EXAMPLE,
  widgetAttributes,
  widgetScriptSource,
} from './embed-snippets';

const origin = 'https://tickets.example.com';
const eventId = 'evt_123';
const script = { url: '/assets/widget-3f9a1c.js', integrity: 'sha384-abc+/def' };
const defaults = widgetThemeDefaults(defaultWidgetSettings());

describe('widgetScriptSource', () => {
  it('loads the versioned copy with its integrity, or the stable address without one', () => {
    expect(widgetScriptSource(origin, script)).toEqual({
      src: 'https://tickets.example.com/assets/widget-3f9a1c.js',
      integrity: 'sha384-abc+/def',
    });
    expect(widgetScriptSource(origin, null)).toEqual({ src: 'https://tickets.example.com/widget.js', integrity: null });
    expect(widgetScriptSource(origin, undefined)).toEqual({
      src: 'https://tickets.example.com/widget.js',
      integrity: null,
    });
  });

  it('keeps an address that is absolute already (a CDN)', () => {
    expect(widgetScriptSource(origin, { url: 'https://cdn.example.net/w.js', integrity: 'sha384-x' }).src).toBe(
      'https://cdn.example.net/w.js',
    );
  });
});

describe('widgetAttributes', () => {
  it('has only the event when nothing differs from what the widget does by itself', () => {
    expect(widgetAttributes(eventId, defaults)).toEqual([['data-marquee-event', eventId]]);
  });

  it('names every option that is set, in the embed’s order, lists comma-joined', () => {
    expect(
      widgetAttributes(eventId, {
        ...defaults,
        backgroundColor: '#ffffff',
        primaryColor: '#0b7285',
        primaryTextColor: '#fff',
        secondaryColor: '#eeeeee',
        secondaryTextColor: '#111111',
        continueButtonText: 'Get tickets',
        padding: 0,
        locale: 'de',
        promoCode: 'EARLY',
        products: ['p1', 'p2'],
        autoresize: false,
      }),
    ).toEqual([
      ['data-marquee-event', eventId],
      ['data-marquee-background-color', '#ffffff'],
      ['data-marquee-primary-color', '#0b7285'],
      ['data-marquee-primary-text-color', '#fff'],
      ['data-marquee-secondary-color', '#eeeeee'],
      ['data-marquee-secondary-text-color', '#111111'],
      ['data-marquee-continue-button-text', 'Get tickets'],
      ['data-marquee-padding', '0'],
      ['data-marquee-locale', 'de'],
      ['data-marquee-promo-code', 'EARLY'],
      ['data-marquee-products', 'p1,p2'],
      ['data-marquee-autoresize', 'false'],
    ]);
  });

  it('leaves out empty texts and an empty product list', () => {
    expect(widgetAttributes(eventId, { ...defaults, continueButtonText: '  ', promoCode: '', products: [] })).toEqual([
      ['data-marquee-event', eventId],
    ]);
  });
});

describe('escapeHtml', () => {
  it('escapes what could end the attribute or start a tag', () => {
    expect(escapeHtml(`Tom & "Jerry's" <b>`)).toBe('Tom &amp; &quot;Jerry&#39;s&quot; &lt;b&gt;');
  });
});

describe('buildHtmlSnippet', () => {
  it('pins the versioned script with its integrity and writes the bare div on one line', () => {
    expect(buildHtmlSnippet({ origin, script, eventId, theme: defaults })).toBe(
      '<script async src="https://tickets.example.com/assets/widget-3f9a1c.js" integrity="sha384-abc+/def" crossorigin="anonymous"></script>\n' +
        '<div data-marquee-event="evt_123"></div>\n',
    );
  });

  it('uses /widget.js without integrity when the build has no versioned copy', () => {
    const html = buildHtmlSnippet({ origin, script: null, eventId, theme: defaults });
    expect(html).toContain('<script async src="https://tickets.example.com/widget.js"></script>');
    expect(html).not.toContain('integrity');
    expect(html).not.toContain('crossorigin');
  });

  it('writes one attribute a line once options are set, each value escaped', () => {
    const html = buildHtmlSnippet({
      origin,
      script,
      eventId,
      theme: { ...defaults, primaryColor: '#0b7285', continueButtonText: 'Rock & "roll" <now>' },
    });
    expect(html.split('\n').slice(1)).toEqual([
      '<div',
      '  data-marquee-event="evt_123"',
      '  data-marquee-primary-color="#0b7285"',
      '  data-marquee-continue-button-text="Rock &amp; &quot;roll&quot; &lt;now&gt;"',
      '></div>',
      '',
    ]);
  });

  it('escapes the event id and the script address too', () => {
    const html = buildHtmlSnippet({
      origin,
      script: { url: '/a.js?x="1"', integrity: 'i"' },
      eventId: 'a"b',
      theme: {},
    });
    expect(html).toContain('src="https://tickets.example.com/a.js?x=%221%22"');
    expect(html).toContain('integrity="i&quot;"');
    expect(html).toContain('data-marquee-event="a&quot;b"');
  });

  it('is parsed back by a browser into the same attributes', () => {
    const theme = {
      ...defaults,
      primaryColor: '#0b7285',
      continueButtonText: `Rock & "roll" <'now'>`,
      products: ['a', 'b'],
    };
    const container = document.createElement('div');
    container.innerHTML = buildHtmlSnippet({ origin, script, eventId, theme });
    const div = container.querySelector('div')!;
    expect(Array.from(div.attributes, (attribute) => [attribute.name, attribute.value])).toEqual(
      widgetAttributes(eventId, theme),
    );
    const tag = container.querySelector('script')!;
    expect(tag.getAttribute('integrity')).toBe(script.integrity);
    expect(tag.hasAttribute('async')).toBe(true);
  });
});

describe('buildReactSnippet', () => {
  it('is a component that appends the pinned script once and renders the div, with a usage line', () => {
    const code = buildReactSnippet({ origin, script, eventId, theme: defaults });
    expect(code).toContain("import { useEffect } from 'react';");
    expect(code).toContain('export function MarqueeTickets() {');
    expect(code).toContain('if (document.getElementById("marquee-widget-script")) return;');
    expect(code).toContain('script.src = "https://tickets.example.com/assets/widget-3f9a1c.js";');
    expect(code).toContain('script.integrity = "sha384-abc+/def";');
    expect(code).toContain("script.crossOrigin = 'anonymous';");
    expect(code).toContain('return <div data-marquee-event="evt_123" />;');
    expect(code.trimEnd().endsWith('// Usage: <MarqueeTickets />')).toBe(true);
  });

  it('loads /widget.js without integrity when there is none', () => {
    const code = buildReactSnippet({ origin, script: null, eventId, theme: defaults });
    expect(code).toContain('script.src = "https://tickets.example.com/widget.js";');
    expect(code).not.toContain('integrity');
  });

  it('gives the div the same attributes as the HTML, as JSX expressions where quotes would not do', () => {
    const code = buildReactSnippet({
      origin,
      script,
      eventId,
      theme: { ...defaults, primaryColor: '#0b7285', autoresize: false, continueButtonText: 'Say "hi" & {go}' },
    });
    expect(code).toContain(
      [
        '  return (',
        '    <div',
        '      data-marquee-event="evt_123"',
        '      data-marquee-primary-color="#0b7285"',
        '      data-marquee-continue-button-text={"Say \\"hi\\" & {go}"}',
        '      data-marquee-autoresize="false"',
        '    />',
        '  );',
      ].join('\n'),
    );
  });
});

describe('ORDER_COMPLETED_EXAMPLE', () => {
  it('listens for the placed order on the document, in three lines', () => {
    expect(ORDER_COMPLETED_EXAMPLE.split('\n')).toEqual([
      "document.addEventListener('marquee:order-completed', (event) => {",
      '  console.log(event.detail);',
      '});',
    ]);
  });
});

describe('embedOrigin', () => {
  it('is the configured frontend URL’s origin, or the fallback when it is not a URL', () => {
    expect(embedOrigin('https://tickets.example.com/some/path', 'http://localhost')).toBe(
      'https://tickets.example.com',
    );
    expect(embedOrigin(undefined, 'http://localhost:8080')).toBe('http://localhost:8080');
    expect(embedOrigin('not a url', 'http://localhost:8080')).toBe('http://localhost:8080');
  });
});
