import { STATUS_BADGES, type TAnyStatus } from '@marquee/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { STATUS_MESSAGES, StatusBadge, useStatusLabel, useStatusText } from './status-badge';

function Words({ status }: { status: string | undefined }) {
  const text = useStatusText();
  const label = useStatusLabel();
  return (
    <>
      <span data-testid="text">{text(status)}</span>
      <span data-testid="label">{label(status)}</span>
    </>
  );
}

describe('StatusBadge', () => {
  it("has a message for every status of core's table, worded exactly as the table words it", () => {
    expect(Object.keys(STATUS_MESSAGES).sort()).toEqual(Object.keys(STATUS_BADGES).sort());
    for (const [status, badge] of Object.entries(STATUS_BADGES))
      expect(STATUS_MESSAGES[status as TAnyStatus].message, status).toBe(badge.text);
  });

  it.each([
    ['AWAITING_OFFLINE_PAYMENT', 'awaiting offline payment', 'teal'],
    ['PARTIALLY_REFUNDED', 'partially refunded', 'orange'],
    ['REFUNDED', 'refunded', 'red'],
    ['ACTIVE', 'active', 'teal'],
    ['AWAITING_PAYMENT', 'awaiting payment', 'orange'],
  ])('shows %s in lower case as %j, in %s', (status, text, color) => {
    renderWithProviders(<StatusBadge status={status} testId="badge" />);
    const badge = screen.getByTestId('badge');
    expect(badge).toHaveTextContent(text);
    expect(badge).toHaveAttribute('data-status-color', color);
    expect(badge).toHaveAttribute('data-status', status);
  });

  it('shows a status it does not know yet by the spec rule, and nothing for a missing one', () => {
    renderWithProviders(
      <>
        <StatusBadge status="ON_HOLD" testId="unknown" />
        <StatusBadge status={null} testId="missing" />
      </>,
    );
    expect(screen.getByTestId('unknown')).toHaveTextContent('on hold');
    expect(screen.getByTestId('unknown')).toHaveAttribute('data-status-color', 'teal');
    expect(screen.getByTestId('missing')).toHaveTextContent('');
  });

  it.each([
    ['AWAITING_OFFLINE_PAYMENT', 'awaiting offline payment', 'Awaiting offline payment'],
    ['CANCELLED', 'cancelled', 'Cancelled'],
    [undefined, '', ''],
  ])('words %s as %j in text and %j in form controls', (status, text, label) => {
    renderWithProviders(<Words status={status} />);
    expect(screen.getByTestId('text').textContent).toBe(text);
    expect(screen.getByTestId('label').textContent).toBe(label);
  });
});
