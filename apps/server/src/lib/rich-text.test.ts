import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

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
