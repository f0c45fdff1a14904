import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';

describe('theme: light buttons', () => {
  it('gives a light button an edge so it reads as clickable, not disabled', () => {
    renderWithProviders(
      <>
        <Button variant="light">
          <Trans>Add tier</Trans>
        </Button>
        <Button variant="light" color="red">
          <Trans>Cancel order</Trans>
        </Button>
        <Button>
          <Trans>Save</Trans>
        </Button>
      </>,
    );

    for (const name of ['Add tier', 'Cancel order']) {
      const button = screen.getByRole('button', { name });
      expect(button.style.getPropertyValue('--button-bd'), name).toBe('1px solid currentColor');
      expect(button).not.toBeDisabled();
    }
    expect(screen.getByRole('button', { name: 'Save' }).style.getPropertyValue('--button-bd')).toBe('');
  });
});
