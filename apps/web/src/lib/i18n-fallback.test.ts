import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, bootLocale, i18n } from './i18n';

vi.mock('../locales/de/messages.po', () => {
  throw new Error('chunk missing after a deploy');
});

afterEach(async () => {
  await activateLocale('en');
});

describe('bootLocale when a catalogue cannot load', () => {
  it('falls back to English instead of leaving the page blank', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = 'locale=de; path=/';

    await expect(bootLocale()).resolves.toBe('en');

    expect(i18n.locale).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(consoleError).toHaveBeenCalledWith('Could not load the de translations', expect.any(Error));
  });
});
