import { t } from '@lingui/core/macro';
import { z } from 'zod';

/**
 * The sign-in body. Messages are functions so they are translated when shown, in the active locale.
 * TODO(auth API issue): validate with the ZLoginRequest contract from @marquee/core once the auth module
 * publishes it, keeping only the translated messages here.
 */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: () => t`Enter your email address` })
    .pipe(z.email({ error: () => t`Enter a valid email address, like name@example.com` })),
  password: z.string().min(1, { error: () => t`Enter your password` }),
});

export type TLoginForm = z.input<typeof loginSchema>;
export type TLoginRequest = z.output<typeof loginSchema>;
