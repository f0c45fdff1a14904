import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_DIMENSION,
  IMAGE_MIN_DIMENSIONS,
  IMAGE_VARIANT_WIDTHS,
  type TImageType,
} from '@marquee/core';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Longest side kept after resizing: covers stay sharp on wide screens, logos stay small. */
const OUTPUT_MAX_SIDE: Record<TImageType, number> = {
  GENERIC: 2000,
  EVENT_COVER: 2400,
  ORGANIZER_COVER: 2400,
  TICKET_LOGO: 600,
  ORGANIZER_LOGO: 600,
};

/** Images shown large on buyer pages get smaller copies for `srcset`; logos are small already. */
const HAS_VARIANTS: ReadonlySet<TImageType> = new Set(['GENERIC', 'EVENT_COVER', 'ORGANIZER_COVER']);

export type ImageVariant = { width: number; body: Buffer };

export type ProcessedImage = {
  body: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  averageColour: string;
  lqip: string;
  variants: ImageVariant[];
};

const imageError = (message: string) => AppError.validation({ image: [message] });
const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/**
 * Checks an upload by its content (the decoder must recognise a JPEG, PNG or WebP, whatever the file
 * is called), enforces the size rules, then strips metadata, applies the EXIF orientation, resizes
 * and converts to WebP, and derives the average colour and a 16-pixel blurred preview.
 */
export async function processImage(buffer: Buffer, type: TImageType): Promise<ProcessedImage> {
  if (buffer.length === 0) throw imageError('The file is empty.');
  if (buffer.length > IMAGE_MAX_BYTES) throw imageError('The image is larger than 8 MB.');
  let metadata: Metadata;
  try {
    metadata = await sharp(buffer, { limitInputPixels: IMAGE_MAX_DIMENSION * IMAGE_MAX_DIMENSION }).metadata();
  } catch {
    throw imageError('This file is not an image we can read. Upload a JPEG, PNG or WebP image.');
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) {
    throw imageError('Upload a JPEG, PNG or WebP image.');
  }
  const rotated = (metadata.orientation ?? 1) >= 5;
  const width = (rotated ? metadata.height : metadata.width) ?? 0;
  const height = (rotated ? metadata.width : metadata.height) ?? 0;
  if (width > IMAGE_MAX_DIMENSION || height > IMAGE_MAX_DIMENSION) {
    throw imageError(`The image is larger than ${IMAGE_MAX_DIMENSION}×${IMAGE_MAX_DIMENSION} pixels.`);
  }
  const minimum = IMAGE_MIN_DIMENSIONS[type];
  if (width < minimum.width || height < minimum.height) {
    throw imageError(`This image is too small: use at least ${minimum.width}×${minimum.height} pixels.`);
  }
  try {
    const base = sharp(buffer, { limitInputPixels: IMAGE_MAX_DIMENSION * IMAGE_MAX_DIMENSION }).rotate();
    const maxSide = OUTPUT_MAX_SIDE[type];
    const { data: body, info } = await base
      .clone()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // Measured on the decoded pixels, not the lossy WebP, so the colour is the picture's own.
    const stats = await base.clone().stats();
    const [red, green, blue] = stats.channels;
    const variants: ImageVariant[] = [];
    if (HAS_VARIANTS.has(type)) {
      for (const variantWidth of IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < info.width)) {
        const variant = await sharp(body).resize({ width: variantWidth }).webp({ quality: 78 }).toBuffer();
        variants.push({ width: variantWidth, body: variant });
      }
    }
    const preview = await sharp(body).resize({ width: 16, height: 16, fit: 'inside' }).webp({ quality: 40 }).toBuffer();
    return {
      body,
      contentType: 'image/webp',
      width: info.width,
      height: info.height,
      averageColour: `#${hex(red?.mean ?? 0)}${hex(green?.mean ?? 0)}${hex(blue?.mean ?? 0)}`,
      lqip: `data:image/webp;base64,${preview.toString('base64')}`,
      variants,
    };
  } catch {
    throw imageError('This image could not be processed. Try exporting it again as JPEG or PNG.');
  }
}
