import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../test/fake-api';
import { renderWithProviders } from '../../test/render';
import { UserMenu } from './user-menu';

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: /Account menu/ }));
}

describe('UserMenu', () => {
  it('offers the About entry, linking to the product site in a new tab, unless HIDE_ABOUT_LINK is set', async () => {
    renderWithProviders(<UserMenu user={buildUser()} />);
    await openMenu();
    const about = await screen.findByRole('menuitem', { name: 'About Marquee' });
    expect(about).toHaveAttribute('target', '_blank');
    expect(new URL(about.getAttribute('href') ?? '').searchParams.get('utm_content')).toBe('about-link');
  });

  it('hides the About entry when HIDE_ABOUT_LINK is set', async () => {
    renderWithProviders(<UserMenu user={buildUser()} />, { config: { hideAboutLink: true } });
    await openMenu();
    await screen.findByRole('menuitem', { name: 'Profile' });
    expect(screen.queryByRole('menuitem', { name: 'About Marquee' })).not.toBeInTheDocument();
  });

  it('offers the platform support address as help when PLATFORM_SUPPORT_EMAIL is set, and only then', async () => {
    const { unmount } = renderWithProviders(<UserMenu user={buildUser()} />);
    await openMenu();
    await screen.findByRole('menuitem', { name: 'Profile' });
    expect(screen.queryByRole('menuitem', { name: /Help/ })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<UserMenu user={buildUser()} />, { config: { platformSupportEmail: 'help@example.com' } });
    await openMenu();
    expect(await screen.findByRole('menuitem', { name: 'Help: help@example.com' })).toHaveAttribute(
      'href',
      'mailto:help@example.com',
    );
  });
});
