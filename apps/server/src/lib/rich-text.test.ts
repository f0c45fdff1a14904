import { describe, expect, it } from 'vitest';
import { richTextToPlainText, sanitizeRichText } from './rich-text';

describe('sanitizeRichText', () => {
  it('keeps formatting and makes links safe', () => {
    expect(sanitizeRichText('<p>Hello <strong>world</strong> <a href="https://example.com">site</a></p>')).toBe(
      '<p>Hello <strong>world</strong> <a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">site</a></p>',
    );
  });

  it('removes scripts, event handlers, javascript: links and non-https images', () => {
    const dirty =
      '<p onclick="x()">Hi</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="http://evil/x.png"><iframe src="https://x"></iframe>';
    const clean = sanitizeRichText(dirty)!;
    expect(clean).not.toMatch(/script|onclick|javascript|iframe|http:\/\/evil/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('turns empty markup into null', () => {
    expect(sanitizeRichText('<script>x</script>')).toBeNull();
    expect(sanitizeRichText(null)).toBeNull();
  });
});

describe('richTextToPlainText', () => {
  it('keeps paragraphs, line breaks, list items and link targets', () => {
    const html =
      '<p>Doors open at <strong>19:00</strong>.<br>Bring your ticket.</p><ul><li>Gate A</li><li>Gate B</li></ul>' +
      '<p>Map: <a href="https://example.com/map?a=1&amp;b=2">the venue</a> or https://example.com</p>';
    expect(richTextToPlainText(html)).toBe(
      'Doors open at 19:00.\nBring your ticket.\n\n- Gate A\n- Gate B\n\nMap: the venue (https://example.com/map?a=1&b=2) or https://example.com',
    );
  });

  it('prints a link whose label is its address once, and decodes entities once', () => {
    expect(richTextToPlainText('<p><a href="https://example.com">https://example.com</a></p>')).toBe(
      'https://example.com',
    );
    expect(richTextToPlainText('<p>Fish &amp; chips &lt;3 &amp;lt;</p>')).toBe('Fish & chips <3 &lt;');
  });

  it('drops what the sanitiser drops and answers empty text for nothing', () => {
    expect(richTextToPlainText('<p>Hi</p><script>alert(1)</script>')).toBe('Hi');
    expect(richTextToPlainText(null)).toBe('');
  });
});
