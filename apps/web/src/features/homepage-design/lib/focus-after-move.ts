/**
 * After a move with the keyboard, the moved item's own button keeps the focus, so pressing again moves it further;
 * when it reached the end of the list (that button is now disabled), its other move button takes the focus.
 * Items carry `data-move-key`, their buttons `data-move="up|down"`.
 */
export function focusAfterMove(container: HTMLElement | null, itemKey: string, direction: 'up' | 'down'): void {
  requestAnimationFrame(() => {
    const item = container?.querySelector(`[data-move-key="${itemKey}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`) ??
      item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
  });
}
