import { describe, expect, it } from 'vitest';
import { embeddableEventIdOf, readWidgetTheme, WIDGET_OPTIONS, widgetPath, widgetThemeDefaults } from './widget-embed';

const ID = '11111111-1111-4111-8111-111111111111';

describe('the widget options', () => {
  it('reads the query over the saved defaults, ignoring values that are not valid', () => {
    const defaults = { primaryColor: '#112233', padding: 8, autoresize: false, products: ['a'] };
    const theme = readWidgetTheme(
      new URLSearchParams(
        'primaryColor=red&backgroundColor=%23FFF&padding=501&products=x,%20y,,&continueButtonText=%20Buy%20',
      ),
      defaults,
    );
    expect(theme).toMatchObject({
      primaryColor: '#112233',
      backgroundColor: '#FFF',
      padding: 8,
      products: ['x', 'y'],
      continueButtonText: 'Buy',
      autoresize: false,
    });
    expect(readWidgetTheme(new URLSearchParams('padding=12&autoresize=0'))).toMatchObject({
      padding: 12,
      autoresize: false,
    });
    expect(readWidgetTheme(new URLSearchParams(''))).toMatchObject({ padding: 20, autoresize: true, products: [] });
  });

  it('writes the set options as the query the page reads back', () => {
    const path = widgetPath(
      ID,
      { primaryColor: '#0b7285', products: ['p1', 'p2'], autoresize: false, locale: null },
      {
        iframeId: 'w1',
      },
    );
    expect(path).toBe(`/widget/${ID}?primaryColor=%230b7285&products=p1%2Cp2&autoresize=false&iframeId=w1`);
    expect(readWidgetTheme(new URL(path, 'http://x').searchParams)).toMatchObject({
      primaryColor: '#0b7285',
      products: ['p1', 'p2'],
      autoresize: false,
    });
    // Every option has a distinct attribute and parameter.
    expect(new Set(WIDGET_OPTIONS.map((option) => option.attribute)).size).toBe(WIDGET_OPTIONS.length);
    expect(new Set(WIDGET_OPTIONS.map((option) => option.param)).size).toBe(WIDGET_OPTIONS.length);
  });

  it('maps saved settings to the page defaults', () => {
    expect(
      widgetThemeDefaults({
        background_color: null,
        primary_color: '#000',
        primary_text_color: null,
        secondary_color: null,
        secondary_text_color: null,
        continue_button_text: 'Go',
        padding: 4,
        auto_resize: true,
        locale: 'de',
        promo_code: 'JAZZ',
        product_ids: ['p'],
      }),
    ).toMatchObject({
      primaryColor: '#000',
      continueButtonText: 'Go',
      padding: 4,
      locale: 'de',
      promoCode: 'JAZZ',
      products: ['p'],
    });
  });

  it('knows which pages the widget frames, and their event', () => {
    expect(embeddableEventIdOf(`/widget/${ID}`)).toBe(ID);
    expect(embeddableEventIdOf(`/checkout/${ID}/o-1/details`)).toBe(ID);
    expect(embeddableEventIdOf(`/checkout/${ID}`)).toBe(ID);
    expect(embeddableEventIdOf(`/product/${ID}/a-1/print`)).toBe(ID);
    expect(embeddableEventIdOf(`/order/${ID}/o-1/print`)).toBe(ID);
    for (const path of [
      '/manage/events',
      `/manage/event/${ID}/widget`,
      `/event/${ID}`,
      '/auth/login',
      '/widget/%E0%A4%A',
    ])
      expect({ path, id: embeddableEventIdOf(path) }).toEqual({ path, id: null });
  });
});
