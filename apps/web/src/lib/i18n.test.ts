import { t } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, bootLocale, detectLocale, i18n, switchLocale } from './i18n';
import { readLocaleCookie } from './locale-cookie';

function browserLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

afterEach(async () => {
  await activateLocale('en');
});

describe('locale at boot', () => {
  it('takes the locale cookie first, activates it and sets <html lang>', async () => {
    document.cookie = 'locale=de; path=/';
    browserLanguages(['fr-FR']);

    await expect(bootLocale()).resolves.toBe('de');

    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('loads the compiled catalogue, so German shell texts appear', async () => {
    document.cookie = 'locale=de; path=/';

    await bootLocale();

    expect(t`Sign in`).toBe('Anmelden');
  });

  it.each([
    [['fr-FR', 'en'], 'fr'],
    [['pt-BR'], 'pt-br'],
    [['zh'], 'zh-cn'],
    [['xx', 'de-AT'], 'de'],
    [['ja-JP'], 'en'],
    [[], 'en'],
  ])('falls back to the browser languages %j → %s', async (languages, expected) => {
    browserLanguages(languages);

    await expect(bootLocale()).resolves.toBe(expected);
    expect(document.documentElement.lang).toBe(expected);
  });

  it('ignores an unsupported cookie value', () => {
    document.cookie = 'locale=ru; path=/';
    browserLanguages(['nl-BE']);

    expect(detectLocale()).toBe('nl');
  });

  it("applies the user's stored locale only when no cookie is set", () => {
    browserLanguages(['en-GB']);
    expect(detectLocale({ userLocale: 'hu' })).toBe('hu');

    document.cookie = 'locale=it; path=/';
    expect(detectLocale({ userLocale: 'hu' })).toBe('it');
  });
});

describe('switchLocale', () => {
  it('writes the cookie and switches without a reload', async () => {
    await expect(switchLocale('es')).resolves.toBe(true);

    expect(readLocaleCookie()).toBe('es');
    expect(i18n.locale).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('lets the last of two quick switches win', async () => {
    const first = switchLocale('tr');
    const second = switchLocale('vi');

    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
    expect(i18n.locale).toBe('vi');
  });

  it('does not let an activation of the same language count as overtaking the switch', async () => {
    // The profile's language and the user's stored language arrive together.
    const chosen = switchLocale('hu');
    const stored = activateLocale('hu');

    await expect(chosen).resolves.toBe(true);
    await expect(stored).resolves.toBe(true);
    expect(readLocaleCookie()).toBe('hu');
  });
});
