import type { TAffiliate, TCreateAffiliate, TUpdateAffiliate } from '@marquee/core';
import { buildApiUrl, toApiError } from '../../../lib/api-client';
import { createEventResourceApi } from '../../event-resources/api/event-resource-api';

/** events/{id}/affiliates (spec §7). */
export const affiliatesApi = createEventResourceApi<TAffiliate, TCreateAffiliate, TUpdateAffiliate>('affiliates');

export type TExportFormat = 'xlsx' | 'csv';

/** Fetches the export with the session cookie and hands it to the browser as a file download. */
export async function downloadAffiliatesExport(eventId: string, format: TExportFormat): Promise<void> {
  const response = await fetch(buildApiUrl(`${affiliatesApi.basePath(eventId)}/export`, { format }), {
    credentials: 'include',
  });
  if (!response.ok) throw await toApiError(response);
  const filename =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `affiliates.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
