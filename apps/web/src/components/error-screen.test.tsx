import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import logoDarkUrl from '../assets/logo-dark.svg';
import { renderWithProviders } from '../test/render';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('shows the not-found texts, the logo and a way home for the 404 variant', () => {
    renderWithProviders(<ErrorScreen variant="not-found" />, { initialPath: '/nowhere' });

    expect(screen.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeInTheDocument();
    expect(screen.getByText(/The link may be broken/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Marquee' })).toHaveAttribute('src', logoDarkUrl);
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
  });

  it('shows the generic texts for any other error', () => {
    renderWithProviders(<ErrorScreen variant="generic" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/unexpected problem/)).toBeInTheDocument();
    expect(screen.queryByText("We can't find that page")).not.toBeInTheDocument();
  });

  it('uses the same texts for the page title and meta description', () => {
    renderWithProviders(<ErrorScreen variant="not-found" />, { config: { appName: 'Gigs Co' } });

    expect(document.title).toBe("We can't find that page | Gigs Co");
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('The link may be broken'),
    );
  });

  it('uses the configured dark logo', () => {
    renderWithProviders(<ErrorScreen variant="generic" />, {
      config: { logoDarkUrl: 'https://cdn.example.com/brand.svg', appName: 'Gigs Co' },
    });

    expect(screen.getByRole('img', { name: 'Gigs Co' })).toHaveAttribute('src', 'https://cdn.example.com/brand.svg');
  });

  it('links the powered-by footer with its tracking parameters, in a new tab', () => {
    renderWithProviders(<ErrorScreen variant="not-found" />, {
      config: { frontendUrl: 'https://tickets.example.org' },
    });

    const link = screen.getByRole('link', { name: 'Marquee' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.searchParams.get('utm_source')).toBe('tickets.example.org');
    expect(url.searchParams.get('utm_medium')).toBe('selfhosted-app');
    expect(url.searchParams.get('utm_campaign')).toBe('powered-by');
    expect(url.searchParams.get('utm_content')).toBe('error-page');
    expect(screen.getByTestId('powered-by-footer')).toHaveTextContent('Powered by Marquee');
  });

  it('hides the powered-by footer once a licence is purchased', () => {
    renderWithProviders(<ErrorScreen variant="not-found" />, { config: { isLicencePurchased: true } });

    expect(screen.queryByTestId('powered-by-footer')).not.toBeInTheDocument();
    expect(screen.queryByText(/Powered by/)).not.toBeInTheDocument();
  });

  it('tells where to write for help when PLATFORM_SUPPORT_EMAIL is set, and says nothing otherwise', () => {
    const { unmount } = renderWithProviders(<ErrorScreen variant="generic" />);
    expect(screen.queryByTestId('support-email')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<ErrorScreen variant="generic" />, { config: { platformSupportEmail: 'help@example.com' } });
    expect(screen.getByTestId('support-email')).toHaveTextContent('Need help? Write to help@example.com');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
  });
});
