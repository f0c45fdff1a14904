import { SUPPORTED_LOCALES } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import { WIDGET_TEXT_LOCALES, widgetTexts } from './texts';

describe("widget.js's own words", () => {
  it('exist in every language of the product', () => {
    expect([...WIDGET_TEXT_LOCALES].sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('follow a browser tag to its language, then English', () => {
    expect(widgetTexts('de-AT').close).toBe('Schließen');
    expect(widgetTexts('pt-BR').buy).toBe('Comprar ingressos');
    expect(widgetTexts('zh-Hant-HK').close).toBe('關閉');
    expect(widgetTexts('zh-TW').close).toBe('關閉');
    expect(widgetTexts('zh').close).toBe('关闭');
    expect(widgetTexts('xx').checkout).toBe('Checkout');
    expect(widgetTexts(null).buy).toBe('Buy tickets');
  });
});
