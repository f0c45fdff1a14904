import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ShareModal } from './share-modal';

const url = 'https://tickets.example.com/event/55555555-5555-4555-8555-555555555555/late-jazz-session';

/** jsdom draws nothing: a 2D context that takes the drawing, and a toBlob that answers a PNG. */
function stubCanvas() {
  const fillRect = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({ fillStyle: '', fillRect }) as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
    callback(new Blob(['png'], { type })),
  );
  return { fillRect };
}

/** The downloads saved through a link: their file name and the blob behind them. */
function captureDownloads() {
  const saved: { name: string; blob: Blob | undefined }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const address = `blob:qr-${blobs.size}`;
    blobs.set(address, blob);
    return address;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') });
  });
  return saved;
}

describe('ShareModal', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the QR code of the link and downloads it as a PNG', async () => {
    const { fillRect } = stubCanvas();
    const saved = captureDownloads();
    renderWithProviders(
      <ShareModal opened onClose={() => {}} url={url} title="Late jazz session" heading="Share the event" />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Share the event' });
    expect(within(dialog).getByRole('img', { name: 'QR code of the link' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Download PNG' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('late-jazz-session-qr-code.png');
    expect(saved[0]!.blob?.type).toBe('image/png');
    expect(fillRect).toHaveBeenCalled();
  });

  it('names the PNG as asked', async () => {
    stubCanvas();
    const saved = captureDownloads();
    renderWithProviders(
      <ShareModal
        opened
        onClose={() => {}}
        url={`${url}?aff=BLOG`}
        title="Late jazz session"
        heading="Share the link"
        qrFileName="late-jazz-session-blog"
      />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download PNG' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['late-jazz-session-blog.png']));
  });

  it('says so when the PNG cannot be made', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    renderWithProviders(
      <ShareModal opened onClose={() => {}} url={url} title="Late jazz session" heading="Share the event" />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download PNG' }));
    expect(await screen.findByText('The QR code could not be saved.')).toBeInTheDocument();
  });
});
