import { describe, expect, it } from 'vitest';
import { htmlToPlainText, plainTextToHtml } from './plain-text-html';

describe('plainTextToHtml', () => {
  it('makes paragraphs from blank lines and keeps single line breaks', () => {
    expect(plainTextToHtml('Doors at 7.\nBar opens at 6.\n\nBring a friend!')).toBe(
      '<p>Doors at 7.<br>Bar opens at 6.</p><p>Bring a friend!</p>',
    );
  });

  it('escapes markup so typed text stays text', () => {
    expect(plainTextToHtml('Tom & Jerry <3 "you"')).toBe('<p>Tom &amp; Jerry &lt;3 &quot;you&quot;</p>');
  });

  it('is null for blank text', () => {
    expect(plainTextToHtml('   \n\n ')).toBeNull();
    expect(plainTextToHtml(null)).toBeNull();
  });
});

describe('htmlToPlainText', () => {
  it('reads paragraphs, breaks and entities back', () => {
    expect(htmlToPlainText('<p>Doors at 7.<br>Bar opens at 6.</p><p>Bring a friend!</p>')).toBe(
      'Doors at 7.\nBar opens at 6.\n\nBring a friend!',
    );
    expect(htmlToPlainText('<p>Tom &amp; Jerry &lt;3</p>')).toBe('Tom & Jerry <3');
  });

  it('round-trips what plainTextToHtml wrote', () => {
    const text = 'Line one\nLine two\n\nSecond paragraph with <b>tags</b> typed in';
    expect(htmlToPlainText(plainTextToHtml(text))).toBe(text);
  });

  it('turns lists and formatting from elsewhere into readable text', () => {
    expect(htmlToPlainText('<h2>Lineup</h2><ul><li>Band <strong>A</strong></li><li>Band B</li></ul>')).toBe(
      'Lineup\n\n• Band A\n\n• Band B',
    );
    expect(htmlToPlainText(null)).toBe('');
  });
});
