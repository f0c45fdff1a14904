import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkDestinationUrl,
  DestinationRefusedError,
  guardedLookup,
  isForbiddenAddress,
  parseAllowList,
  resolveDestination,
} from './destination-guard';

const resolvesTo =
  (...addresses: string[]) =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DestinationRefusedError);
  return (error as DestinationRefusedError).reason;
};

describe('webhook destinations', () => {
  it('refuses the private, reserved and metadata addresses the issue names, in every spelling', async () => {
    for (const url of [
      'http://10.0.0.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:7f00:1]/hook',
      'http://127.1/hook',
      'http://2130706433/hook',
      'http://0.0.0.0/hook',
      'http://100.64.0.1/hook',
      'http://192.168.1.10/hook',
      'http://172.16.5.4/hook',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
      'http://224.0.0.1/hook',
      'http://[2002:7f00:1::]/hook',
    ])
      expect(await refusal(resolveDestination(url, undefined, resolvesTo('93.184.216.34'))), url).toBe(
        'FORBIDDEN_ADDRESS',
      );
    expect(await refusal(resolveDestination('http://localhost:8080/'))).toBe('FORBIDDEN_HOST');
    expect(await refusal(resolveDestination('http://api.localhost/'))).toBe('FORBIDDEN_HOST');
    expect(await refusal(resolveDestination('http://metadata.google.internal/'))).toBe('FORBIDDEN_HOST');
  });

  it('refuses a host name that resolves to a private address, even among public ones', async () => {
    expect(await refusal(resolveDestination('https://hooks.example.com/', undefined, resolvesTo('127.0.0.1')))).toBe(
      'FORBIDDEN_ADDRESS',
    );
    expect(
      await refusal(
        resolveDestination('https://hooks.example.com/', undefined, resolvesTo('93.184.216.34', '10.1.2.3')),
      ),
    ).toBe('FORBIDDEN_ADDRESS');
    const unresolvable = async () => {
      throw new Error('ENOTFOUND');
    };
    expect(await refusal(resolveDestination('https://nowhere.example/', undefined, unresolvable))).toBe('UNRESOLVABLE');
  });

  it('lets public addresses through and answers the address to connect to', async () => {
    const destination = await resolveDestination(
      'https://hooks.example.com/in',
      undefined,
      resolvesTo('93.184.216.34'),
    );
    expect(destination).toMatchObject({ address: '93.184.216.34', family: 4 });
    expect(isForbiddenAddress('2606:4700:4700::1111')).toBe(false);
    expect(isForbiddenAddress('8.8.8.8')).toBe(false);
  });

  it('refuses other schemes, credentials and text that is no URL', () => {
    const reasonOf = (url: string) => {
      try {
        checkDestinationUrl(url);
        return null;
      } catch (error) {
        return (error as DestinationRefusedError).reason;
      }
    };
    expect(reasonOf('ftp://example.com/')).toBe('UNSUPPORTED_SCHEME');
    expect(reasonOf('file:///etc/passwd')).toBe('UNSUPPORTED_SCHEME');
    expect(reasonOf('https://user:secret@example.com/')).toBe('CREDENTIALS_IN_URL');
    expect(reasonOf('example.com/hook')).toBe('INVALID_URL');
  });

  it('lets allow-listed hosts, IPs and ranges through', async () => {
    const allow = parseAllowList(['receiver.test', '127.0.0.1', '10.20.0.0/16', '::1']);
    expect((await resolveDestination('http://receiver.test/', allow, resolvesTo('127.0.0.1'))).address).toBe(
      '127.0.0.1',
    );
    expect((await resolveDestination('http://10.20.3.4/', allow)).address).toBe('10.20.3.4');
    expect((await resolveDestination('http://[::1]:9000/', allow)).address).toBe('::1');
    // The URL parser writes the mapped form in hex; it is still the allow-listed 127.0.0.1.
    expect((await resolveDestination('http://[::ffff:127.0.0.1]/', allow)).address).toBe('::ffff:7f00:1');
    expect(await refusal(resolveDestination('http://10.21.0.1/', allow))).toBe('FORBIDDEN_ADDRESS');
    expect(() => parseAllowList(['10.0.0.0/99'])).toThrow();
  });
});

describe('connecting through the guarded lookup', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (host: string, lookup: ReturnType<typeof guardedLookup>) =>
    new Promise<string>((resolve, reject) => {
      const request = http.get({ host, port, path: '/', lookup: lookup as never }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      });
      request.on('error', reject);
    });

  it('connects only to the address it checked: a name that now points inside is refused (DNS rebinding)', async () => {
    const rebinding = guardedLookup(parseAllowList([]), resolvesTo('127.0.0.1'));
    expect(await refusal(get('hooks.example.com', rebinding))).toBe('FORBIDDEN_ADDRESS');
    const allowed = guardedLookup(parseAllowList(['127.0.0.1']), resolvesTo('127.0.0.1'));
    expect(await get('hooks.example.com', allowed)).toBe('ok');
  });
});
