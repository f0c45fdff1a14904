import { describe, expect, it } from 'vitest';
import { clientNetworkOf } from './client-keys';

describe('clientNetworkOf (decision 134)', () => {
  it('keeps an IPv4 address, mapped or not', () => {
    expect(clientNetworkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetworkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('groups an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:0:1::/64';
    expect(clientNetworkOf('2001:db8:0:1::1')).toBe(network);
    expect(clientNetworkOf('2001:0DB8:0000:0001:abcd:ef01:2345:6789')).toBe(network);
    expect(clientNetworkOf('2001:db8::1:0:0:1')).toBe('2001:db8:0:0::/64');
    expect(clientNetworkOf('::1')).toBe('0:0:0:0::/64');
  });
});
