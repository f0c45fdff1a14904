import { describe, expect, it } from 'vitest';
import { imagesSettled } from './images-settled';

/** A container with one image still loading (jsdom loads no images by itself). */
function withLoadingImage() {
  const container = document.createElement('div');
  const image = document.createElement('img');
  Object.defineProperty(image, 'complete', { value: false });
  container.append(image);
  return { container, image };
}

describe('imagesSettled', () => {
  it('waits for a loading image, and no longer than the limit', async () => {
    await expect(imagesSettled(document.createElement('div'))).resolves.toBeUndefined();

    const { container, image } = withLoadingImage();
    let isSettled = false;
    const settled = imagesSettled(container, 60_000).then(() => {
      isSettled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isSettled).toBe(false);
    image.dispatchEvent(new Event('load'));
    await settled;
    expect(isSettled).toBe(true);

    await expect(imagesSettled(withLoadingImage().container, 10)).resolves.toBeUndefined();
  });
});
