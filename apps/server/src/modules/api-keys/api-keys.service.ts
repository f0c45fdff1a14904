import { API_KEY_PREFIX, type TApiKey, type TApiKeyWithSecret, type TList, type ZCreateApiKey } from '@marquee/core';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { parseListQuery } from '../../lib/list-query';
import { hashSecret, randomString } from '../../lib/secrets';
import type { IdentityDeps } from '../auth/identity-context';
import type { AuthContext } from '../auth/sessions.service';
import {
  apiKeysListResource,
  countApiKeys,
  deleteApiKey,
  findApiKey,
  findLiveApiKey,
  insertApiKey,
  listApiKeysPage,
  touchApiKey,
  type ApiKeyListRow,
} from './api-keys.repository';

/**
 * API keys (issue 26 point 7, decision 149). A key is `mqk_` and 40 random characters; only its SHA-256 is kept.
 * It acts as its creator with the key's role, which may not exceed the creator's, so it opens exactly what a
 * session of that role would, in the same account; it stops when it expires, is revoked, or its creator leaves.
 */

/** More keys than any account's integrations need: a bound, not a plan. */
export const MAX_API_KEYS_PER_ACCOUNT = 100;
const LAST_USED_PRECISION_MS = 60_000;

export function toApiKey(row: ApiKeyListRow): TApiKey {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    key_hint: row.keyHint,
    expires_at: row.expiresAt?.toISOString() ?? null,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    created_by: row.creatorFirstName
      ? {
          id: row.createdByUserId,
          name: [row.creatorFirstName, row.creatorLastName].filter(Boolean).join(' '),
        }
      : null,
  };
}

export async function listApiKeys(deps: IdentityDeps, auth: AuthContext, rawQuery: unknown): Promise<TList<TApiKey>> {
  const query = parseListQuery(apiKeysListResource, rawQuery);
  const { rows, meta } = await listApiKeysPage(deps.database.db, { accountId: auth.account.id, query });
  return { data: rows.map(toApiKey), meta };
}

export async function getApiKey(deps: IdentityDeps, auth: AuthContext, apiKeyId: string): Promise<TApiKey> {
  const row = await findApiKey(deps.database.db, { accountId: auth.account.id, apiKeyId });
  if (!row) throw AppError.notFound('API key');
  return toApiKey(row);
}

export async function createApiKey(
  deps: IdentityDeps,
  auth: AuthContext,
  body: z.output<typeof ZCreateApiKey>,
  now = new Date(),
): Promise<TApiKeyWithSecret> {
  if (body.role === 'ADMIN' && auth.membership.role !== 'ADMIN')
    throw AppError.validation({ role: ['A key cannot have more rights than your own role.'] });
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt <= now) throw AppError.validation({ expires_at: ['Choose an expiry in the future.'] });
  const { db } = deps.database;
  if ((await countApiKeys(db, auth.account.id)) >= MAX_API_KEYS_PER_ACCOUNT)
    throw AppError.validation({
      name: [`An account holds at most ${MAX_API_KEYS_PER_ACCOUNT} keys: revoke unused ones first.`],
    });
  const key = `${API_KEY_PREFIX}${randomString(40)}`;
  const row = await insertApiKey(db, {
    accountId: auth.account.id,
    name: body.name,
    role: body.role,
    keyHash: hashSecret(key),
    keyHint: `${key.slice(0, API_KEY_PREFIX.length + 4)}…${key.slice(-4)}`,
    createdByUserId: auth.user.id,
    expiresAt,
  });
  return {
    ...toApiKey({ ...row, creatorFirstName: auth.user.firstName, creatorLastName: auth.user.lastName }),
    key,
  };
}

export async function revokeApiKey(deps: IdentityDeps, auth: AuthContext, apiKeyId: string): Promise<void> {
  if (!(await deleteApiKey(deps.database.db, { accountId: auth.account.id, apiKeyId })))
    throw AppError.notFound('API key');
}

/**
 * The caller a bearer key stands for, or null (unknown, revoked, expired, creator gone). The role is the key's,
 * never more than the creator has now: a creator demoted to ORGANIZER takes their ADMIN keys down with them.
 */
export async function resolveApiKey(executor: DbExecutor, key: string, now = new Date()): Promise<AuthContext | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const row = await findLiveApiKey(executor, hashSecret(key), now);
  if (!row) return null;
  await touchApiKey(executor, {
    id: row.key.id,
    now,
    staleBefore: new Date(now.getTime() - LAST_USED_PRECISION_MS),
  });
  const role = row.membership.role === 'ADMIN' ? row.key.role : 'ORGANIZER';
  return {
    sessionId: null,
    apiKeyId: row.key.id,
    user: row.user,
    membership: { ...row.membership, role },
    account: row.account,
  };
}
