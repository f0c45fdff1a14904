import type { AppConfig } from '../../config';
import { parseAllowList, type TAllowList } from './destination-guard';

const parsed = new WeakMap<AppConfig, TAllowList>();

/** `WEBHOOK_ALLOWED_HOSTS` parsed once per configuration (config.ts already refused bad entries at start-up). */
export function allowListOf(config: AppConfig): TAllowList {
  let allow = parsed.get(config);
  if (!allow) {
    allow = parseAllowList(config.webhookAllowedHosts);
    parsed.set(config, allow);
  }
  return allow;
}
