import { defaultWidgetSettings, ZWidgetSettings } from '@marquee/core';
import { describe, expect, it } from 'vitest';
import {
  collapseListErrors,
  toWidgetFormValues,
  toWidgetSettings,
  VISITOR_LOCALE,
  widgetFieldOf,
  widgetThemeOf,
} from './widget-form';

describe('widget form values', () => {
  it('round-trips the saved settings, nulls as empty inputs and the visitor’s language', () => {
    const saved = { ...defaultWidgetSettings(), primary_color: '#0b7285', locale: 'fr' as const };
    const values = toWidgetFormValues(saved);
    expect(values.background_color).toBe('');
    expect(values.locale).toBe('fr');
    expect(toWidgetFormValues(defaultWidgetSettings()).locale).toBe(VISITOR_LOCALE);
    expect(toWidgetSettings(values)).toEqual(saved);
  });

  it('sends blanks as null, trims, and writes sites as the CSP names them, once each', () => {
    const settings = toWidgetSettings({
      ...toWidgetFormValues(defaultWidgetSettings()),
      primary_color: ' #ABC ',
      continue_button_text: '   ',
      promo_code: ' EARLY ',
      padding: '8',
      allowed_domains: ['https://WWW.Example.com/', 'https://www.example.com', 'https://*.shop.example:8443'],
    });
    expect(settings).toMatchObject({
      primary_color: '#ABC',
      continue_button_text: null,
      promo_code: 'EARLY',
      padding: 8,
      locale: null,
      allowed_domains: ['https://www.example.com', 'https://*.shop.example:8443'],
    });
    expect(ZWidgetSettings.safeParse(settings).success).toBe(true);
  });

  it('leaves an empty padding for the contract to refuse', () => {
    const settings = toWidgetSettings({ ...toWidgetFormValues(defaultWidgetSettings()), padding: '' });
    expect(ZWidgetSettings.safeParse(settings).success).toBe(false);
  });
});

describe('widgetThemeOf', () => {
  it('keeps what is valid and leaves half-typed values out of the preview and the code', () => {
    const theme = widgetThemeOf({
      ...toWidgetFormValues(defaultWidgetSettings()),
      primary_color: '#0b7285',
      secondary_color: '#12',
      padding: 900,
      product_ids: ['p1'],
      auto_resize: false,
    });
    expect(theme).toMatchObject({
      primaryColor: '#0b7285',
      secondaryColor: null,
      padding: 20,
      products: ['p1'],
      autoresize: false,
    });
  });
});

describe('server field paths', () => {
  it('maps `widget_settings.*` and list items onto the form’s fields', () => {
    expect(widgetFieldOf('widget_settings.primary_color')).toBe('primary_color');
    expect(widgetFieldOf('widget_settings.allowed_domains.3')).toBe('allowed_domains');
    expect(widgetFieldOf('product_ids.0')).toBe('product_ids');
    expect(widgetFieldOf('padding')).toBe('padding');
  });

  it('shows a list’s own error over its items’ ones', () => {
    expect(collapseListErrors({ 'allowed_domains.0': 'item', allowed_domains: 'list', padding: 'p' })).toEqual({
      allowed_domains: 'list',
      padding: 'p',
    });
    expect(collapseListErrors({ 'allowed_domains.1': 'second', 'allowed_domains.0': 'first' })).toEqual({
      allowed_domains: 'second',
    });
  });
});
