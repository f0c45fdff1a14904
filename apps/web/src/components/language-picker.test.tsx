import { LOCALE_COOKIE } from '@marquee/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../lib/i18n';
import { renderWithProviders } from '../test/render';
import { LanguagePicker } from './language-picker';

afterEach(async () => {
  await activateLocale('en');
});

describe('LanguagePicker', () => {
  it('lists every supported language by its own name and shows the active one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguagePicker />);

    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(picker).toHaveValue('English');
    await user.click(picker);

    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Italiano',
      'Nederlands',
      'Português',
      'Español',
      '简体中文',
      '繁體中文（香港）',
      'Português (Brasil)',
      'Tiếng Việt',
      'Türkçe',
      'Magyar',
    ]);
  });

  it('switches the language, remembers it in the cookie and confirms in the new language', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LanguagePicker />);

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));

    await waitFor(() => expect(i18n.locale).toBe('de'));
    expect(document.documentElement.lang).toBe('de');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=de`);
    expect(await screen.findByText('Sprache auf Deutsch umgestellt')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toHaveValue('Deutsch');
  });
});
