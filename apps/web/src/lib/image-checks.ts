import { t } from '@lingui/core/macro';
import { IMAGE_ACCEPTED_TYPES, IMAGE_MAX_BYTES, IMAGE_MAX_DIMENSION } from '@marquee/core';

export type TImageDimensions = { width: number; height: number };

/** The pixel size of an image file, read by the browser; null when it cannot decode the file. */
export function readImageDimensions(file: Blob): Promise<TImageDimensions | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    const done = (value: TImageDimensions | null) => {
      URL.revokeObjectURL(url);
      resolve(value);
    };
    image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => done(null);
    image.src = url;
  });
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * What is wrong with a file before it is uploaded (type, size, pixel size), worded for people; null when it
 * looks fine. The server checks the same limits on the content itself; this only saves a wasted upload.
 */
export function imageProblem(
  file: { type: string; size: number },
  dimensions: TImageDimensions | null,
  minimum: TImageDimensions,
): string | null {
  if (!(IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return t`Choose a JPEG, PNG or WebP image.`;
  }
  if (file.size > IMAGE_MAX_BYTES) {
    const maximum = megabytes(IMAGE_MAX_BYTES);
    const actual = megabytes(file.size);
    return t`This image is ${actual} MB; the limit is ${maximum} MB.`;
  }
  if (!dimensions) return t`This file could not be read as an image.`;
  const { width, height } = dimensions;
  if (width < minimum.width || height < minimum.height) {
    const minWidth = minimum.width;
    const minHeight = minimum.height;
    return t`This image is ${width}×${height} pixels; use at least ${minWidth}×${minHeight}.`;
  }
  if (width > IMAGE_MAX_DIMENSION || height > IMAGE_MAX_DIMENSION) {
    const maximum = IMAGE_MAX_DIMENSION;
    return t`This image is ${width}×${height} pixels; use at most ${maximum}×${maximum}.`;
  }
  return null;
}
