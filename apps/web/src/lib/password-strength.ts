import type { TPasswordStrength } from '@marquee/core';
import type * as PasswordStrengthModule from '@marquee/core/password-strength';
import { useEffect, useMemo, useState } from 'react';

/**
 * The server's password check (`@marquee/core/password-strength`, decision 136), loaded on demand: its dictionaries
 * are hundreds of KB, so they come in a chunk of their own, fetched only when a password form shows its meter and
 * never by the buyer pages.
 */
type TEstimator = typeof PasswordStrengthModule;

let loaded: TEstimator | null = null;
let loading: Promise<TEstimator> | null = null;

export function loadPasswordStrength(): Promise<TEstimator> {
  loading ??= import('@marquee/core/password-strength').then((module) => (loaded = module));
  // A failed fetch (a deploy replaced the chunk, the network dropped) is tried again next time.
  loading.catch(() => (loading = null));
  return loading;
}

/**
 * The verdict on `password` (null while the estimator loads, or for an empty password); `userInputs` are the
 * person's email and names, which the server counts as known words too.
 */
export function usePasswordStrength(
  password: string,
  userInputs: (string | null | undefined)[] = [],
): TPasswordStrength | null {
  const [estimator, setEstimator] = useState<TEstimator | null>(loaded);
  useEffect(() => {
    if (estimator) return;
    let isCurrent = true;
    loadPasswordStrength()
      .then((module) => isCurrent && setEstimator(module))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [estimator]);
  const inputsKey = userInputs.map((input) => input ?? '').join('\n');
  return useMemo(
    () => (estimator && password ? estimator.passwordStrength(password, inputsKey.split('\n')) : null),
    [estimator, password, inputsKey],
  );
}
