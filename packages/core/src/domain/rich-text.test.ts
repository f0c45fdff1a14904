import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRichTextEmpty } from './rich-text';

describe('isRichTextEmpty', () => {
  it('treats null, undefined and the empty string as empty', () => {
    expect(isRichTextEmpty(null)).toBe(true);
    expect(isRichTextEmpty(undefined)).toBe(true);
    expect(isRichTextEmpty('')).toBe(true);
  });

  it.each([
    ['plain spaces', '   '],
    ['tabs and newlines', '\t\n\r\n '],
    ['empty paragraph', '<p></p>'],
    ['paragraph with a line break', '<p><br></p>'],
    ['self-closing line break', '<p><br/></p>'],
    ['spaced self-closing line break', '<p><br /></p>'],
    ['upper-case tags', '<P><BR></P>'],
    ['nested empty markup', '<div><p><strong><em> </em></strong></p><p></p></div>'],
    ['several empty paragraphs', '<p></p>\n<p><br></p>\n<p> </p>'],
    ['tags with attributes', '<p class="ql-align-center" style="color: red"><span data-x=\'1\'></span></p>'],
    ['attribute value containing >', '<a title="a > b"></a><span title=\'x>y\'></span>'],
    ['an image only (no text)', '<p><img src="/logo.png" alt="Logo"></p>'],
    ['a comment', '<!-- nothing here -->'],
    ['a comment containing tags and text', '<!-- <p>Hello</p> -->'],
    ['a comment next to empty markup', '<p><!-- x --><br></p>'],
    ['abruptly closed comments', '<!--><!--->'],
    ['a comment closed with --!>', '<!-- a --!>'],
    ['an unterminated comment', '<p></p><!-- Hello world'],
    ['a doctype', '<!DOCTYPE html><p></p>'],
    ['a processing instruction', '<?xml version="1.0"?><p></p>'],
    ['&nbsp;', '<p>&nbsp;</p>'],
    ['&nbsp without semicolon', '<p>&nbsp</p>'],
    ['several &nbsp;', '&nbsp;&nbsp; &nbsp;'],
    ['decimal NBSP reference', '<p>&#160;</p>'],
    ['hex NBSP reference', '<p>&#xA0;&#Xa0;</p>'],
    ['numeric reference without semicolon', '&#160'],
    ['numeric reference to a plain space', '&#32;&#x20;'],
    ['numeric references to zero-width characters', '&#8203;&#x200C;&#x200D;&#x2060;&#xFEFF;'],
    ['named space entities', '&ensp;&emsp;&thinsp;&hairsp;&ZeroWidthSpace;&zwnj;&zwj;&shy;&NewLine;&Tab;'],
    ['a raw non-breaking space', '\u00A0'],
    ['a raw narrow non-breaking space', '<p>\u202F</p>'],
    ['raw zero-width characters', '\u200B\u200C\u200D\u2060\uFEFF'],
    ['an ideographic space', '\u3000'],
    ['line and paragraph separators', '\u2028\u2029'],
    ['Unicode space separators', '\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u205F'],
    ['a raw soft hyphen', '\u00AD'],
  ])('treats %s as empty', (_label, html) => {
    expect(isRichTextEmpty(html)).toBe(true);
  });

  it.each([
    ['plain text', 'Hello'],
    ['text in a paragraph', '<p>Hello</p>'],
    ['a single character between empty markup', '<p><br></p><p>x</p><p></p>'],
    ['the digit zero', '<p>0</p>'],
    ['text surrounded by &nbsp;', '<p>&nbsp;Hi&nbsp;</p>'],
    ['an escaped ampersand', '<p>&amp;</p>'],
    ['escaped markup', '&lt;p&gt;&lt;/p&gt;'],
    ['a double-encoded &nbsp;', '&amp;nbsp;'],
    ['an unknown named entity', '&madeup;'],
    ['a visible numeric reference', '&#65;'],
    ['an out-of-range numeric reference (shown as U+FFFD)', '&#x110000;'],
    ['a NUL reference (shown as U+FFFD)', '&#0;'],
    ['a bare less-than sign', '<'],
    ['a comparison', '1 < 2'],
    ['a bare ampersand', '&'],
    ['text after a comment', '<!-- note -->Visible'],
    ['an emoji', '<p>🎟️</p>'],
    ['non-Latin text', '<p>你好</p>'],
  ])('treats %s as not empty', (_label, html) => {
    expect(isRichTextEmpty(html)).toBe(false);
  });

  it('treats non-string runtime values as empty instead of throwing', () => {
    expect(isRichTextEmpty(42 as unknown as string)).toBe(true);
    expect(isRichTextEmpty({} as unknown as string)).toBe(true);
  });

  it('is empty for any mix of empty markup, whitespace entities and blank characters', () => {
    const blankPiece = fc.constantFrom(
      '<p>',
      '</p>',
      '<br>',
      '<br/>',
      '<div class="x">',
      '</div>',
      '<!-- c -->',
      '&nbsp;',
      '&#160;',
      '&#x200B;',
      ' ',
      '\n',
      '\u00A0',
      '\u200B',
      '\u3000',
    );
    fc.assert(
      fc.property(fc.array(blankPiece, { maxLength: 30 }), (pieces) => {
        expect(isRichTextEmpty(pieces.join(''))).toBe(true);
      }),
    );
  });

  it('is not empty once any visible character appears in the text', () => {
    const markup = fc.constantFrom('<p>', '</p>', '<br>', '&nbsp;', ' ', '<!-- c -->');
    const visible = fc.constantFrom('a', 'Z', '0', '.', 'é', '€', '你', '🎟');
    fc.assert(
      fc.property(
        fc.array(markup, { maxLength: 10 }),
        visible,
        fc.array(markup, { maxLength: 10 }),
        (before, ch, after) => {
          expect(isRichTextEmpty([...before, ch, ...after].join(''))).toBe(false);
        },
      ),
    );
  });

  it('stays fast on pathological input', () => {
    const hostile = `${'<a title="'.repeat(2000)}${'<'.repeat(5000)}${'&#'.repeat(5000)}`;
    const started = Date.now();
    expect(isRichTextEmpty(hostile)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
