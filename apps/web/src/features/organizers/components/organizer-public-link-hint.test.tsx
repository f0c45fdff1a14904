import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { buildOrganizer, buildUser, fakeApi, json } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { currentUserQueryKey } from '../../users';
import { OrganizerPublicLinkHint } from './organizer-public-link-hint';

function renderHint(organizer = buildOrganizer(), user = buildUser()) {
  const queryClient = createQueryClient({ onAuthError: () => {} });
  queryClient.setQueryData(currentUserQueryKey, user);
  return renderWithProviders(<OrganizerPublicLinkHint organizer={organizer} />, { queryClient });
}

describe('OrganizerPublicLinkHint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a draft organizer page is not public yet, and publishes it from there', async () => {
    const organizer = buildOrganizer({ status: 'DRAFT' });
    const path = `/api/organizers/${organizer.id}/status`;
    const api = fakeApi({ [`PUT ${path}`]: () => json(200, { data: { ...organizer, status: 'LIVE' } }) });
    renderHint(organizer);

    const hint = screen.getByTestId('organizer-not-public-hint');
    expect(hint).toHaveTextContent('This page is not public yet');
    expect(hint).toHaveTextContent('visitors who open its link get “page not found”');
    await userEvent.click(screen.getByRole('button', { name: 'Publish organizer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.callsTo('PUT', path)).toHaveLength(1));
    expect(api.callsTo('PUT', path)[0]?.body).toEqual({ status: 'LIVE' });
  });

  it('asks for a confirmed email before publishing, and says nothing for a live organizer', () => {
    const { unmount } = renderHint(buildOrganizer({ status: 'DRAFT' }), buildUser({ is_email_verified: false }));
    expect(screen.queryByRole('button', { name: 'Publish organizer' })).not.toBeInTheDocument();
    expect(screen.getByText(/Publishing needs a confirmed email address/)).toBeInTheDocument();
    unmount();

    renderHint(buildOrganizer({ status: 'LIVE' }));
    expect(screen.queryByTestId('organizer-not-public-hint')).not.toBeInTheDocument();
  });
});
