import type { TAffiliate, TCreateAffiliate, TUpdateAffiliate } from '@marquee/core';
import type { TExportFormat } from '../../../components/export-menu';
import { downloadApiFile } from '../../../lib/download-file';
import { createEventResourceApi } from '../../event-resources';

/** events/{id}/affiliates (spec §7). */
export const affiliatesApi = createEventResourceApi<TAffiliate, TCreateAffiliate, TUpdateAffiliate>('affiliates');

/** GET events/{id}/affiliates/export as a file download. */
export function downloadAffiliatesExport(eventId: string, format: TExportFormat): Promise<void> {
  return downloadApiFile(`${affiliatesApi.basePath(eventId)}/export`, {
    query: { format },
    fallbackName: `affiliates.${format}`,
  });
}
