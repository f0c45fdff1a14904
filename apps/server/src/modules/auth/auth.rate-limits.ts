import type { RateLimitRule } from '../../lib/rate-limiter';

/** Abuse limits for the identity calls, counted in PostgreSQL so they hold across instances. */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login-ip', limit: 30, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords for one account from one address: a stranger guessing locks out only their own address, never
   * the owner signing in from elsewhere (issue 24 point 5).
   */
  loginPerEmailAndIp: { name: 'login-email-ip', limit: 10, windowSeconds: 15 * 60 },
  /** The ceiling for one account across all addresses, against guessing spread over many. */
  loginPerEmail: { name: 'login-email', limit: 100, windowSeconds: 15 * 60 },
  passwordResetPerIp: { name: 'reset-ip', limit: 10, windowSeconds: 15 * 60 },
  passwordResetPerEmail: { name: 'reset-email', limit: 5, windowSeconds: 60 * 60 },
  registerPerIp: { name: 'register-ip', limit: 10, windowSeconds: 60 * 60 },
  /** One notice an hour to an address someone keeps trying to register again (decision 135). */
  registrationNoticePerEmail: { name: 'register-notice-email', limit: 1, windowSeconds: 60 * 60 },
  emailConfirmationPerUser: { name: 'confirm-resend', limit: 5, windowSeconds: 60 * 60 },
  invitationResendPerUser: { name: 'invite-resend', limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;
