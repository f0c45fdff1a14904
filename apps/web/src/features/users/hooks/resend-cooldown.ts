/*
 * One cooldown for "send the confirmation email again", shared by every button that offers it (banner,
 * profile, welcome) and kept for the browser tab, so moving between pages or reloading cannot skip it.
 */
export const RESEND_COOLDOWN_SECONDS = 30;
const STORAGE_KEY = 'marquee.email-resend-until';

let until = 0;
let secondsLeft = 0;
let timer: ReturnType<typeof setInterval> | null = null;
const listeners = new Set<() => void>();

function tick(): void {
  const next = Math.max(0, Math.ceil((until - Date.now()) / 1000));
  if (next !== secondsLeft) {
    secondsLeft = next;
    for (const listener of listeners) listener();
  }
  if (next === 0 && timer) {
    clearInterval(timer);
    timer = null;
  }
}

function run(): void {
  tick();
  if (secondsLeft > 0 && !timer) timer = setInterval(tick, 250);
}

export function startResendCooldown(seconds = RESEND_COOLDOWN_SECONDS): void {
  until = Math.max(until, Date.now() + seconds * 1000);
  try {
    sessionStorage.setItem(STORAGE_KEY, String(until));
  } catch {
    // Without storage the cooldown still holds until the page is reloaded.
  }
  run();
}

export function subscribeResendCooldown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getResendSecondsLeft(): number {
  return secondsLeft;
}

/** Tests start from a clean slate. */
export function resetResendCooldown(): void {
  until = 0;
  tick();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}

function restore(): void {
  try {
    const stored = Number(sessionStorage.getItem(STORAGE_KEY));
    if (Number.isFinite(stored) && stored > Date.now()) {
      until = stored;
      run();
    }
  } catch {
    // No storage, no earlier cooldown.
  }
}

restore();
