import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { renderWithProviders } from '../test/render';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('offers a retry for a failure', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <LoadError
        title="Orders could not be loaded"
        error={new ApiError({ status: 503, message: 'Down' })}
        onRetry={onRetry}
      />,
    );

    expect(screen.getByRole('heading', { name: 'Orders could not be loaded' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('tells a signed-in user without the role that they have no access, with a way back', () => {
    renderWithProviders(
      <LoadError
        title="Orders could not be loaded"
        error={new ApiError({ status: 403, message: 'Only administrators can do this.' })}
        onRetry={() => {}}
      />,
    );

    expect(screen.getByRole('heading', { name: "You don't have access to this" })).toBeInTheDocument();
    expect(screen.getByText(/Only administrators can do this\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my events' })).toHaveAttribute('href', '/manage/events');
    expect(screen.getByRole('button', { name: 'Go back' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
