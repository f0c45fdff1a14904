import { z } from 'zod';
import { USER_ROLES } from '../domain/roles';
import { ZDateTimeInput } from './input-hygiene';

/**
 * API keys (issue 26 point 7, decision 149): account keys for integrations, sent as `Authorization: Bearer <key>`.
 * A key acts with its role in its account, as a session of that role would; it is shown once and stored hashed.
 */

export const API_KEY_NAME_MAX_LENGTH = 100;
/** Every key starts so: secret scanners and people recognise it. */
export const API_KEY_PREFIX = 'mqk_';

export const ZCreateApiKey = z
  .object({
    name: z.string().trim().min(1, 'Name the key after what uses it.').max(API_KEY_NAME_MAX_LENGTH),
    role: z.enum(USER_ROLES),
    /** null or left out: the key does not expire. */
    expires_at: ZDateTimeInput.nullable().optional(),
  })
  .strict();

export const ZApiKey = z
  .object({
    id: z.uuid(),
    name: z.string(),
    role: z.enum(USER_ROLES),
    /** The key's first characters, to recognise it in a config file. */
    key_hint: z.string(),
    expires_at: z.string().nullable(),
    last_used_at: z.string().nullable(),
    created_at: z.string(),
    created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .meta({ id: 'ApiKey' });
export type TApiKey = z.infer<typeof ZApiKey>;

/** The create answer: the only one that carries the key. */
export const ZApiKeyWithSecret = ZApiKey.extend({ key: z.string() }).meta({ id: 'ApiKeyWithSecret' });
export type TApiKeyWithSecret = z.infer<typeof ZApiKeyWithSecret>;

export type TCreateApiKey = z.input<typeof ZCreateApiKey>;
