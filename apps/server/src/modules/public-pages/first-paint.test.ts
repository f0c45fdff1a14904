import { describe, expect, it } from 'vitest';
import { renderEventFirstPaint } from './first-paint';
import { compileIndexTemplate } from './seo-head';

const cover = {
  url: 'https://cdn.example.com/cover.webp',
  width: 2400,
  height: 1200,
  variants: [
    { width: 480, height: 240, url: 'https://cdn.example.com/cover.w480.webp' },
    { width: 960, height: 480, url: 'https://cdn.example.com/cover.w960.webp' },
  ],
  lqip: 'data:image/webp;base64,AAAA',
  average_colour: '#884499',
};

describe('first paint of a public event page', () => {
  it('shows the cover with every size, its dimensions, placeholder and high priority, then the title', () => {
    const html = renderEventFirstPaint({ title: 'Summer Jazz', cover });
    expect(html).toContain('src="https://cdn.example.com/cover.webp"');
    expect(html).toContain(
      'srcset="https://cdn.example.com/cover.w480.webp 480w, https://cdn.example.com/cover.w960.webp 960w, https://cdn.example.com/cover.webp 2400w"',
    );
    expect(html).toContain('width="2400" height="1200"');
    expect(html).toContain('fetchpriority="high"');
    expect(html).toContain('background-image:url(data:image/webp;base64,AAAA)');
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<h1>Summer Jazz</h1>'));
  });

  it('escapes the title everywhere and leaves out the image when there is no cover', () => {
    const html = renderEventFirstPaint({ title: '<script>alert(1)</script> & "Friends"', cover: null });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script>');
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Friends&quot;</h1>');
  });

  it('draws DEFAULT_IMAGE_URL, escaped, in the 2:1 box when there is no cover, and the cover when there is one', () => {
    const html = renderEventFirstPaint({ title: 'Summer Jazz', cover: null, defaultImageUrl: '/media/a"b.jpg' });
    expect(html).toContain('<img src="/media/a&quot;b.jpg" alt="" fetchpriority="high" style="aspect-ratio:2 / 1;');
    expect(renderEventFirstPaint({ title: 'Summer Jazz', cover, defaultImageUrl: '/media/x.jpg' })).not.toContain(
      '/media/x.jpg',
    );
  });

  it('lays out as the app: a 75rem frame whose content keeps to the left of the 24rem ticket panel on a desktop', () => {
    const html = renderEventFirstPaint({ title: 'Summer Jazz', cover });
    expect(html).toContain('max-width:75rem');
    expect(html).toContain(
      '@container (min-width:60rem){.mq-fp>*{max-width:calc(100% - 24rem - var(--mantine-spacing-xl))}}',
    );
    expect(html).toContain('sizes="(min-width: 62em) 752px, 100vw"');
  });

  it('goes inside the root element of the built page, and nowhere when there is none', () => {
    const page =
      '<html><head><title>App</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';
    expect(compileIndexTemplate(page).render('<title>E</title>', '<p>first</p>')).toBe(
      '<html><head><title>E</title></head><body><div id="root"><p>first</p></div><script src="/a.js"></script></body></html>',
    );
    expect(compileIndexTemplate(page).render(null)).toContain('<div id="root"></div>');
    expect(compileIndexTemplate('<html><head></head><body></body></html>').render(null, '<p>x</p>')).not.toContain(
      '<p>x</p>',
    );
  });
});
