import { buildApiUrl, toApiError, type TRequestOptions } from './api-client';

/** The file name the server suggests in `Content-Disposition`, or the fallback. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a file from the API with the session cookie (GET or POST, e.g. an export that takes the list
 * query) and hands it to the browser as a download. Rejects with an ApiError when the server refuses.
 */
export async function downloadApiFile(
  path: string,
  options: { method?: 'GET' | 'POST'; query?: TRequestOptions['query']; body?: unknown; fallbackName: string },
): Promise<void> {
  const response = await fetch(buildApiUrl(path, options.query), {
    method: options.method ?? 'GET',
    credentials: 'include',
    headers: options.body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw await toApiError(response);
  const filename = filenameFromDisposition(response.headers.get('content-disposition'), options.fallbackName);
  saveBlob(await response.blob(), filename);
}

/** Hands a file made in the browser (or fetched) to the browser as a download named `filename`. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the blob asynchronously after the click.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
