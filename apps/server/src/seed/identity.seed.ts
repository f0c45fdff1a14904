import { hashPassword } from '../lib/passwords';
import { shortId } from '../lib/secrets';
import { insertAccount } from '../modules/accounts/accounts.repository';
import { insertMembership, insertUser } from '../modules/users/users.repository';
import type { DemoDataset } from './demo-seed';

export const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo-password' } as const;

/** An account with a verified administrator, so a newcomer can sign in straight away. */
export const identityDemoDataset: DemoDataset = {
  name: 'identity',
  async seed({ executor, shared }) {
    const now = new Date();
    const account = await insertAccount(executor, {
      shortId: shortId('acc'),
      name: 'Demo Events Co.',
      email: DEMO_LOGIN.email,
      currencyCode: 'EUR',
      timezone: 'Europe/Amsterdam',
      verifiedAt: now,
    });
    const user = await insertUser(executor, {
      email: DEMO_LOGIN.email,
      passwordHash: await hashPassword(DEMO_LOGIN.password),
      firstName: 'Dana',
      lastName: 'Demo',
      locale: 'en',
      timezone: 'Europe/Amsterdam',
      emailVerifiedAt: now,
    });
    const membership = await insertMembership(executor, {
      accountId: account.id,
      userId: user.id,
      role: 'ADMIN',
      status: 'ACTIVE',
      isAccountOwner: true,
    });
    shared.auth = { sessionId: 'demo-seed', user, membership, account };
    return { lines: [`Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`] };
  },
};
