import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'marquee-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('local storage', () => {
  const storage = createLocalStorage({ rootDir: root, publicBaseUrl: 'https://tickets.example.com/uploads' });

  it('writes, addresses and deletes files', async () => {
    await storage.put({ key: 'events/abc/one.webp', body: Buffer.from('image'), contentType: 'image/webp' });
    expect(fs.readFileSync(path.join(root, 'events', 'abc', 'one.webp'), 'utf8')).toBe('image');
    expect(storage.publicUrl('events/abc/one.webp')).toBe('https://tickets.example.com/uploads/events/abc/one.webp');
    await storage.delete('events/abc/one.webp');
    expect(fs.existsSync(path.join(root, 'events', 'abc', 'one.webp'))).toBe(false);
    await storage.delete('events/abc/one.webp');
  });

  it('reads a file back, and answers null for one that is not there', async () => {
    await storage.put({ key: 'events/abc/logo.webp', body: Buffer.from('logo'), contentType: 'image/webp' });
    expect((await storage.get('events/abc/logo.webp'))?.toString()).toBe('logo');
    expect(await storage.get('events/abc/missing.webp')).toBeNull();
    await expect(storage.get('../etc/passwd')).rejects.toThrow();
  });

  it('refuses keys that could escape the folder', async () => {
    await expect(
      storage.put({ key: '../etc/passwd', body: Buffer.from(''), contentType: 'text/plain' }),
    ).rejects.toThrow();
    await expect(
      storage.put({ key: 'events/../../x', body: Buffer.from(''), contentType: 'text/plain' }),
    ).rejects.toThrow();
    await expect(storage.delete('/abs/path')).rejects.toThrow();
  });
});

describe('S3-compatible storage', () => {
  it('puts objects with their type and an immutable cache policy, and deletes them', async () => {
    const s3 = mockClient(S3Client);
    s3.on(PutObjectCommand).resolves({});
    s3.on(DeleteObjectCommand).resolves({});
    const storage = createS3Storage({
      bucket: 'marquee',
      region: 'eu-west-1',
      forcePathStyle: true,
      publicBaseUrl: 'https://cdn.example.com/marquee/',
      client: new S3Client({ region: 'eu-west-1' }),
    });
    await storage.put({ key: 'events/abc/cover.webp', body: Buffer.from('x'), contentType: 'image/webp' });
    await storage.delete('events/abc/cover.webp');
    expect(s3.commandCalls(PutObjectCommand)[0]!.args[0].input).toMatchObject({
      Bucket: 'marquee',
      Key: 'events/abc/cover.webp',
      ContentType: 'image/webp',
      CacheControl: 'public, max-age=31536000, immutable',
    });
    expect(s3.commandCalls(DeleteObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'marquee',
      Key: 'events/abc/cover.webp',
    });
    expect(storage.publicUrl('events/abc/cover.webp')).toBe('https://cdn.example.com/marquee/events/abc/cover.webp');
    s3.restore();
  });

  it('reads objects back, and answers null for a missing key', async () => {
    const s3 = mockClient(S3Client);
    s3.on(GetObjectCommand, { Key: 'events/abc/logo.webp' }).resolves({
      Body: { transformToByteArray: async () => new TextEncoder().encode('logo') } as never,
    });
    s3.on(GetObjectCommand, { Key: 'events/abc/missing.webp' }).rejects(
      new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} }),
    );
    const storage = createS3Storage({
      bucket: 'marquee',
      region: 'eu-west-1',
      forcePathStyle: true,
      publicBaseUrl: 'https://cdn.example.com/marquee',
      client: new S3Client({ region: 'eu-west-1' }),
    });
    expect((await storage.get('events/abc/logo.webp'))?.toString()).toBe('logo');
    expect(await storage.get('events/abc/missing.webp')).toBeNull();
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input).toEqual({
      Bucket: 'marquee',
      Key: 'events/abc/logo.webp',
    });
    s3.restore();
  });
});
