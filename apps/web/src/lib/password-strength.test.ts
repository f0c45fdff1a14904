import { renderHook, waitFor } from '@testing-library/react';
import { MIN_PASSWORD_SCORE } from '@marquee/core';
import { passwordStrength } from '@marquee/core/password-strength';
import { describe, expect, it } from 'vitest';
import { usePasswordStrength } from './password-strength';

describe('usePasswordStrength (decision 136)', () => {
  it("loads the server's estimator and gives its verdict", async () => {
    const { result } = renderHook(() => usePasswordStrength('password123'));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current).toEqual(passwordStrength('password123'));
    expect(result.current!.score).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it("counts the person's email and names, as the server does", async () => {
    const inputs = ['ada.lovelace@example.com', 'Ada', 'Lovelace'];
    const { result } = renderHook(() => usePasswordStrength('lovelace2024', inputs));
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current!.isStrongEnough).toBe(false);
    expect(passwordStrength('lovelace2024').isStrongEnough).toBe(true);
  });

  it('has no verdict for an empty password', () => {
    const { result } = renderHook(() => usePasswordStrength(''));
    expect(result.current).toBeNull();
  });
});
