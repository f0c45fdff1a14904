import multipart from '@fastify/multipart';
import {
  EVENT_IMAGE_TYPES,
  IMAGE_MAX_BYTES,
  ORGANIZER_IMAGE_TYPES,
  ZErrorResponse,
  ZImage,
  resourceEnvelope,
  type TImageType,
} from '@marquee/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireAuth, requirePermission } from '../../plugins/auth';
import type { AuthContext } from '../auth/sessions.service';
import { requireEvent } from '../events/events.service';
import { requireOrganizer } from '../organizers/organizers.service';
import { listImages, removeImage, uploadImage } from './images.service';

const ZParams = z.object({ id: z.uuid() });
const ZImageParams = z.object({ id: z.uuid(), imageId: z.uuid() });
const errors = {
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  413: ZErrorResponse,
  415: ZErrorResponse,
  422: ZErrorResponse,
};
const tags = ['images'];
const multipartDoc = {
  description: 'multipart/form-data with `image` (the file: JPEG, PNG or WebP, at most 8 MB) and `type`.',
};

/**
 * Reads what is left of a refused upload (bounded), so the client finishes sending and reads our 413
 * instead of seeing its connection reset mid-upload.
 */
async function drainRequest(
  request: FastifyRequest,
  maxBytes = 2 * IMAGE_MAX_BYTES,
  timeoutMs = 10_000,
): Promise<void> {
  const stream = request.raw;
  if (stream.readableEnded) return;
  await new Promise<void>((resolve) => {
    let received = 0;
    const done = () => {
      clearTimeout(timer);
      stream.off('data', onData);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) done();
    };
    const timer = setTimeout(done, timeoutMs);
    stream.on('data', onData);
    stream.once('end', done);
    stream.once('error', done);
    stream.resume();
  });
}

/**
 * Busboy reports a body that is not multipart (no boundary, cut off, a broken part header) with a plain Error, which
 * would be a 500: it is the caller's mistake, so a 400. Fastify's own errors (a file too large) keep their status.
 */
async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || (error as { code?: unknown }).code !== undefined) throw error;
    throw new AppError('BAD_REQUEST', 'The upload is not valid multipart/form-data.');
  }
}

/** Reads the single `image` file and the `type` field of a multipart upload. */
async function readUpload(request: FastifyRequest, allowed: readonly TImageType[], fallback: TImageType) {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
  }
  const file = await readingMultipart(() => request.file());
  if (!file || file.fieldname !== 'image') throw AppError.validation({ image: ['Choose an image to upload.'] });
  const tooLarge = async () => {
    await drainRequest(request);
    return new AppError('PAYLOAD_TOO_LARGE', 'The image is larger than 8 MB.', {
      image: ['The image is larger than 8 MB.'],
    });
  };
  let buffer: Buffer;
  try {
    buffer = await readingMultipart(() => file.toBuffer());
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw await tooLarge();
  }
  // Busboy may flag the limit only as the stream ends: a cut-off file is still too large, never a bad image.
  if (file.file.truncated || buffer.length > IMAGE_MAX_BYTES) throw await tooLarge();
  const typeField = file.fields.type;
  const rawType = typeField && 'value' in typeField ? String(typeField.value) : fallback;
  const type = z.enum(allowed as [TImageType, ...TImageType[]]).safeParse(rawType);
  if (!type.success) throw AppError.validation({ type: [`Use one of ${allowed.join(', ')}.`] });
  return { buffer, type: type.data };
}

export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.services;
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000 },
    throwFileSizeLimit: true,
  });

  const eventOwner = (auth: AuthContext, eventId: string) => ({
    owner: { entityType: 'EVENT' as const, entityId: eventId, accountId: auth.account.id },
    assertOwner: (tx: Parameters<typeof requireEvent>[0]) => requireEvent(tx, auth, eventId),
  });
  const organizerOwner = (auth: AuthContext, organizerId: string) => ({
    owner: { entityType: 'ORGANIZER' as const, entityId: organizerId, accountId: auth.account.id },
    assertOwner: (tx: Parameters<typeof requireOrganizer>[0]) => requireOrganizer(tx, auth, organizerId),
  });

  app.get(
    '/events/:id/images',
    {
      schema: {
        tags,
        summary: "An event's images",
        params: ZParams,
        response: { 200: resourceEnvelope(z.array(ZImage)), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await requireEvent(deps.database.db, auth, request.params.id);
      return { data: await listImages(deps, { entityType: 'EVENT', entityId: request.params.id }) };
    },
  );

  app.post(
    '/events/:id/images',
    {
      schema: {
        tags,
        summary: 'Upload an event image (type defaults to EVENT_COVER)',
        ...multipartDoc,
        params: ZParams,
        response: { 201: resourceEnvelope(ZImage), ...errors },
      },
    },
    async (request, reply) => {
      const auth = requirePermission(request, 'events.manage');
      const upload = await readUpload(request, EVENT_IMAGE_TYPES, 'EVENT_COVER');
      const image = await uploadImage(deps, { ...eventOwner(auth, request.params.id), ...upload });
      return reply.status(201).send({ data: image });
    },
  );

  app.delete(
    '/events/:id/images/:imageId',
    {
      schema: { tags, summary: 'Delete an event image', params: ZImageParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const auth = requirePermission(request, 'events.manage');
      const { owner, assertOwner } = eventOwner(auth, request.params.id);
      await removeImage(deps, { owner, assertOwner, imageId: request.params.imageId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/organizers/:id/images',
    {
      schema: {
        tags,
        summary: "An organizer's logo and cover",
        params: ZParams,
        response: { 200: resourceEnvelope(z.array(ZImage)), ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      await requireOrganizer(deps.database.db, auth, request.params.id);
      return { data: await listImages(deps, { entityType: 'ORGANIZER', entityId: request.params.id }) };
    },
  );

  app.post(
    '/organizers/:id/images',
    {
      schema: {
        tags,
        summary: 'Upload an organizer logo or cover (type ORGANIZER_LOGO or ORGANIZER_COVER)',
        ...multipartDoc,
        params: ZParams,
        response: { 201: resourceEnvelope(ZImage), ...errors },
      },
    },
    async (request, reply) => {
      const auth = requirePermission(request, 'organizers.manage');
      const upload = await readUpload(request, ORGANIZER_IMAGE_TYPES, 'ORGANIZER_LOGO');
      const image = await uploadImage(deps, { ...organizerOwner(auth, request.params.id), ...upload });
      return reply.status(201).send({ data: image });
    },
  );

  app.delete(
    '/organizers/:id/images/:imageId',
    {
      schema: {
        tags,
        summary: 'Delete an organizer image',
        params: ZImageParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const auth = requirePermission(request, 'organizers.manage');
      const { owner, assertOwner } = organizerOwner(auth, request.params.id);
      await removeImage(deps, { owner, assertOwner, imageId: request.params.imageId });
      return reply.status(204).send(null);
    },
  );
};
