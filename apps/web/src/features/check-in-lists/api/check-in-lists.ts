import type { TCheckInList, TCreateCheckInList, TUpdateCheckInList } from '@marquee/core';
import { createEventResourceApi } from '../../event-resources';

/** events/{id}/check-in-lists (server-behaviour §9, docs/decisions/099-check-in-lists.md). */
export const checkInListsApi = createEventResourceApi<TCheckInList, TCreateCheckInList, TUpdateCheckInList>(
  'check-in-lists',
);
