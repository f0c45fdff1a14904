import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema';

/**
 * What a reservation keeps of its client (decision 134): a keyed hash of the client's address, so that the units one
 * client holds can be counted while no address is kept at rest. The key is drawn once per installation and kept in
 * `app_meta`, so every server process derives the same hash; without it the hashes of the ~4 billion IPv4 addresses
 * could simply be tabulated.
 */
const SECRET_KEY = 'client-key-secret';

const secrets = new WeakMap<Database, Promise<string>>();

function secretOf(database: Database): Promise<string> {
  let secret = secrets.get(database);
  if (!secret) {
    secret = (async () => {
      await database.db
        .insert(appMeta)
        .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing({ target: appMeta.key });
      const [row] = await database.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
      return row!.value;
    })();
    // A failure is not kept: the next reservation tries again.
    secret.catch(() => secrets.delete(database));
    secrets.set(database, secret);
  }
  return secret;
}

/** The client's key: 128 bits of HMAC-SHA256 over its network (`clientNetworkOf`). */
export async function clientKeyOf(database: Database, ip: string): Promise<string> {
  const secret = await secretOf(database);
  return createHmac('sha256', secret).update(clientNetworkOf(ip)).digest('base64url').slice(0, 22);
}

/**
 * The network that stands for one client: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6
 * address as its /64, the block one subscriber is given and can rotate addresses within at will.
 */
export function clientNetworkOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailGroups.length)).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
