import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import CameraScannerModal from './camera-scanner-modal';

/** A stand-in for qr-scanner: the test decides what the camera does and "decodes" codes itself. */
const camera = vi.hoisted(() => ({
  hasCamera: true,
  startError: null as unknown,
  cameras: [] as { id: string; label: string }[],
  hasFlash: false,
  onDecode: null as ((result: { data: string }) => void) | null,
  setCamera: vi.fn(),
  toggleFlash: vi.fn(),
  destroy: vi.fn(),
}));

vi.mock('qr-scanner', () => ({
  default: class {
    static hasCamera = async () => camera.hasCamera;
    static listCameras = async () => camera.cameras;
    private isFlashOn_ = false;
    constructor(_video: HTMLVideoElement, onDecode: (result: { data: string }) => void) {
      camera.onDecode = onDecode;
    }
    start = async () => {
      if (camera.startError) throw camera.startError;
    };
    hasFlash = async () => camera.hasFlash;
    isFlashOn = () => this.isFlashOn_;
    toggleFlash = async () => {
      camera.toggleFlash();
      this.isFlashOn_ = !this.isFlashOn_;
    };
    setCamera = async (id: string) => camera.setCamera(id);
    destroy = () => camera.destroy();
  },
}));

function renderScanner() {
  const onCode = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(<CameraScannerModal onClose={onClose} onCode={onCode} feedback={null} />);
  return { ...view, onCode, onClose };
}

describe('camera scanner', () => {
  beforeEach(() => {
    Object.assign(camera, { hasCamera: true, startError: null, cameras: [], hasFlash: false, onDecode: null });
    Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia: vi.fn() }, configurable: true });
  });
  afterEach(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });

  it('hands each decoded code on, with a camera picker and a torch where the device has them', async () => {
    camera.cameras = [
      { id: 'back', label: 'Back camera' },
      { id: 'front', label: 'Front camera' },
    ];
    camera.hasFlash = true;
    const { onCode } = renderScanner();
    expect(await screen.findByRole('dialog', { name: 'Scan tickets' })).toBeInTheDocument();
    const picker = await screen.findByRole('combobox', { name: 'Camera' });
    await waitFor(() => expect(camera.onDecode).not.toBeNull());
    camera.onDecode!({ data: ' att_RCSBMvhPC9Sq8sMXsfTBMx2y ' });
    expect(onCode).toHaveBeenCalledWith('att_RCSBMvhPC9Sq8sMXsfTBMx2y');

    await userEvent.selectOptions(picker, 'front');
    expect(camera.setCamera).toHaveBeenCalledWith('front');
    const torch = await screen.findByRole('button', { name: 'Torch' });
    expect(torch).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(torch);
    await waitFor(() => expect(torch).toHaveAttribute('aria-pressed', 'true'));
  });

  it('says so when the device has no camera', async () => {
    camera.hasCamera = false;
    renderScanner();
    expect(await screen.findByTestId('camera-problem')).toHaveTextContent('No camera was found on this device.');
  });

  it('explains how to allow the camera when permission is denied', async () => {
    camera.startError = new DOMException('Permission denied', 'NotAllowedError');
    renderScanner();
    expect(await screen.findByTestId('camera-problem')).toHaveTextContent('Camera access was denied.');
    expect(screen.queryByRole('button', { name: 'Torch' })).not.toBeInTheDocument();
  });

  it('stops the camera when closed', async () => {
    const { onClose, unmount } = renderScanner();
    await waitFor(() => expect(camera.onDecode).not.toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Close scanner' }));
    expect(onClose).toHaveBeenCalled();
    unmount();
    expect(camera.destroy).toHaveBeenCalled();
  });
});
