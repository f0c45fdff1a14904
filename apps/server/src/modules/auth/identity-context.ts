import type { AppServices } from '../../services';

/** What use cases need from the process: the database, the queue for emails, file storage, and URLs. */
export type IdentityDeps = Pick<AppServices, 'database' | 'queue' | 'config' | 'logger' | 'storage'>;

export type RequestMeta = { ip: string | null; userAgent: string | null };

export function appUrl(deps: Pick<IdentityDeps, 'config'>, path: string): string {
  return `${deps.config.publicConfig.frontendUrl}${path}`;
}

/** The caller's IP for per-IP limits, or null when the operator exempted it. */
export function limitedIp(deps: Pick<IdentityDeps, 'config'>, meta: RequestMeta): string | null {
  return meta.ip && !deps.config.rateLimitExemptIps.includes(meta.ip) ? meta.ip : null;
}
