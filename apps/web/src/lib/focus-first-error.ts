/**
 * Brings the first field in error of a form into view and gives it the focus, so a buyer who pressed the button at
 * the bottom of a long form sees what stops them (and a screen reader reads it). A field is in error when it says so
 * (`aria-invalid`), or when its wrapper shows an error under a group of choices (radio buttons, checkboxes).
 */
/* eslint-disable lingui/no-unlocalized-strings -- CSS selectors */
export function focusFirstError(container: HTMLElement | null): boolean {
  const first = container?.querySelector<HTMLElement>('[aria-invalid="true"], .mantine-InputWrapper-error');
  if (!first) return false;
  const target = first.matches('[aria-invalid="true"]')
    ? first
    : (first
        .closest('.mantine-InputWrapper-root')
        ?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, button') ?? first);
  const isReduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block: 'center' });
  target.focus({ preventScroll: true });
  return true;
}
/* eslint-enable lingui/no-unlocalized-strings */
