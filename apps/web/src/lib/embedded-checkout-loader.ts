import type * as EmbeddedCheckout from './embedded-checkout';

/**
 * The embedded checkout's code (issue 28) loads only in a frame: buyers on the product's own pages never download it,
 * and the checkout pages' shared chunks stay as they were (bench:page).
 */
export function loadEmbeddedCheckout(win: Window = window): Promise<typeof EmbeddedCheckout> | null {
  return win.parent === win ? null : import('./embedded-checkout');
}
