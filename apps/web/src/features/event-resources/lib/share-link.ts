import { t } from '@lingui/core/macro';
import { notifyError, notifySuccess } from '../../../lib/notify';

/** The public event URL with one parameter added (`?promo_code=…`, `?aff=…`). */
export function withQueryParam(publicUrl: string, name: string, value: string): string {
  const url = new URL(publicUrl, window.location.origin);
  url.searchParams.set(name, value);
  return url.toString();
}

/** Copies a link (or a code) and says so in a toast. */
export async function copyLink(link: string, successMessage: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    notifySuccess(successMessage);
  } catch {
    notifyError(t`The link could not be copied.`);
  }
}
