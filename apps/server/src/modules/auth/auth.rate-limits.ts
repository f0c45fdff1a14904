import type { RateLimitRule } from '../../lib/rate-limiter';

/** Abuse limits for the identity calls, counted in PostgreSQL so they hold across instances. */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 30, windowSeconds: 15 * 60 },
  loginPerEmail: { name: 'login-email', limit: 10, windowSeconds: 15 * 60 },
  passwordResetPerIp: { name: 'reset-ip', limit: 10, windowSeconds: 15 * 60 },
  passwordResetPerEmail: { name: 'reset-email', limit: 5, windowSeconds: 60 * 60 },
  registerPerIp: { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 },
  emailConfirmationPerUser: { name: 'confirm-resend', limit: 5, windowSeconds: 60 * 60 },
  invitationResendPerUser: { name: 'invite-resend', limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
