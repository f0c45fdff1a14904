import { describe, expect, it } from 'vitest';
import { appendToHtml, insertIntoText, tokenTag } from './insert-token';

describe('putting a variable into a template', () => {
  it('writes the tag with spaces inside the braces', () => {
    expect(tokenTag('order.number')).toBe('{{ order.number }}');
  });

  it('inserts at the caret or over the selection, and puts the caret after it', () => {
    expect(insertIntoText('Order ready', 'X', { start: 6, end: 6 })).toEqual({ value: 'Order Xready', caret: 7 });
    expect(insertIntoText('Order ready', 'X', { start: 0, end: 5 })).toEqual({ value: 'X ready', caret: 1 });
    expect(insertIntoText('Order', 'X', { start: null, end: null })).toEqual({ value: 'OrderX', caret: 6 });
    expect(insertIntoText('Order', 'X', { start: 40, end: 50 })).toEqual({ value: 'OrderX', caret: 6 });
  });

  it('appends to the last paragraph of the body, or as a paragraph of its own', () => {
    expect(appendToHtml('', 'X')).toBe('<p>X</p>');
    expect(appendToHtml('<p>Hello</p>', 'X')).toBe('<p>Hello X</p>');
    expect(appendToHtml('<p>Hello</p><p></p>', 'X')).toBe('<p>Hello</p><p>X</p>');
    expect(appendToHtml('<ul><li>One</li></ul>', 'X')).toBe('<ul><li>One</li></ul><p>X</p>');
  });
});
