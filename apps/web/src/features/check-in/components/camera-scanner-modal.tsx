import { Trans, useLingui } from '@lingui/react/macro';
import {
  ActionIcon,
  Alert,
  Box,
  Center,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconBulb, IconBulbOff, IconCameraOff } from '@tabler/icons-react';
import type QrScanner from 'qr-scanner';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TCheckInFeedback } from '../hooks/use-check-in-desk';
import { CheckInFeedbackBanner } from './check-in-feedback-banner';

type TCameraState = 'starting' | 'scanning' | 'no-camera' | 'denied' | 'insecure' | 'failed';

type TCamera = { id: string; label: string };

/** What a refused `start()` means: qr-scanner rejects with a DOMException or a plain string. */
function cameraFailure(error: unknown): TCameraState {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  const text = String(error instanceof Error ? error.message : error).toLowerCase();
  if (['NotAllowedError', 'PermissionDeniedError', 'SecurityError'].includes(name) || /permission/.test(text))
    return 'denied';
  if (['NotFoundError', 'OverconstrainedError', 'DevicesNotFoundError'].includes(name) || /not found/.test(text))
    return 'no-camera';
  return 'failed';
}

function CameraProblem({ state }: { state: TCameraState }) {
  const messages: Partial<Record<TCameraState, ReactNode>> = {
    'no-camera': <Trans>No camera was found on this device. Use a USB scanner or search by name instead.</Trans>,
    denied: (
      <Trans>
        Camera access was denied. Allow the camera for this site in the browser’s settings, then open the scanner again.
      </Trans>
    ),
    insecure: <Trans>The camera works only over a secure (https) connection. Open this page through https.</Trans>,
    failed: <Trans>The camera could not be started. Close other apps using it and try again.</Trans>,
  };
  return (
    <Alert color="red" icon={<IconCameraOff size={20} aria-hidden />} data-testid="camera-problem" data-state={state}>
      {messages[state]}
    </Alert>
  );
}

type TCameraScannerModalProps = {
  onClose: () => void;
  onCode: (code: string) => void;
  feedback: TCheckInFeedback | null;
};

/**
 * Full-screen camera scanning (loaded only when opened: qr-scanner and its decoder stay off the page's first
 * load). Every decoded text goes to `onCode`, which applies the duplicate and attendee-code rules.
 */
export default function CameraScannerModal({ onClose, onCode, feedback }: TCameraScannerModalProps) {
  const { t } = useLingui();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const scannerRef = useRef<QrScanner | null>(null);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<TCameraState>('starting');
  const [cameras, setCameras] = useState<TCamera[]>([]);
  const [cameraId, setCameraId] = useState('');
  const [hasTorch, setHasTorch] = useState(false);
  const [isTorchOn, setIsTorchOn] = useState(false);

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!video) return;
    let isClosed = false;
    let scanner: QrScanner | null = null;
    const start = async () => {
      if (!window.isSecureContext) return setState('insecure');
      if (!navigator.mediaDevices?.getUserMedia) return setState('no-camera');
      const { default: QrScannerClass } = await import('qr-scanner');
      if (isClosed) return;
      if (!(await QrScannerClass.hasCamera())) return setState('no-camera');
      scanner = new QrScannerClass(video, (result) => onCodeRef.current(result.data.trim()), {
        returnDetailedScanResult: true,
        preferredCamera: 'environment',
        highlightScanRegion: true,
        highlightCodeOutline: true,
        maxScansPerSecond: 10,
      });
      scannerRef.current = scanner;
      try {
        await scanner.start();
      } catch (error) {
        if (!isClosed) setState(cameraFailure(error));
        return;
      }
      if (isClosed) return;
      setState('scanning');
      // Labels are readable once permission is granted, which start() just asked for.
      setCameras(await QrScannerClass.listCameras(true));
      setHasTorch(await scanner.hasFlash());
    };
    start().catch((error: unknown) => {
      if (!isClosed) setState(cameraFailure(error));
    });
    return () => {
      isClosed = true;
      scanner?.destroy();
      scannerRef.current = null;
    };
  }, [video]);

  const switchCamera = async (id: string) => {
    const scanner = scannerRef.current;
    setCameraId(id);
    if (!scanner) return;
    try {
      await scanner.setCamera(id);
      setIsTorchOn(false);
      setHasTorch(await scanner.hasFlash());
    } catch (error) {
      setState(cameraFailure(error));
    }
  };

  const toggleTorch = async () => {
    const scanner = scannerRef.current;
    if (!scanner) return;
    await scanner.toggleFlash().catch(() => setHasTorch(false));
    setIsTorchOn(scanner.isFlashOn());
  };

  const isProblem = state !== 'starting' && state !== 'scanning';
  const torchLabel = isTorchOn ? t`Turn torch off` : t`Turn torch on`;
  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen
      title={t`Scan tickets`}
      closeButtonProps={{ 'aria-label': t`Close scanner` }}
    >
      <Stack gap="sm" data-testid="camera-scanner">
        {isProblem ? <CameraProblem state={state} /> : null}
        <Box pos="relative" bg="dark.9" style={{ borderRadius: 12, overflow: 'hidden' }} hidden={isProblem}>
          <video
            ref={setVideo}
            muted
            playsInline
            aria-label={t`Camera view`}
            style={{ display: 'block', width: '100%', maxHeight: '60dvh', objectFit: 'cover' }}
          />
          {state === 'starting' && (
            <Center pos="absolute" inset={0}>
              <Loader color="white" aria-label={t`Starting the camera`} />
            </Center>
          )}
        </Box>
        {state === 'scanning' && (
          <Group gap="sm" align="flex-end" wrap="nowrap">
            {cameras.length > 1 && (
              <NativeSelect
                label={t`Camera`}
                flex={1}
                value={cameraId}
                onChange={(event) => void switchCamera(event.currentTarget.value)}
                data={[
                  ...(cameraId ? [] : [{ value: '', label: t`Default camera` }]),
                  ...cameras.map((camera, index) => {
                    const number = index + 1;
                    return { value: camera.id, label: camera.label || t`Camera ${number}` };
                  }),
                ]}
              />
            )}
            {hasTorch && (
              <Tooltip label={torchLabel}>
                <ActionIcon
                  size="input-sm"
                  variant={isTorchOn ? 'filled' : 'default'}
                  onClick={() => void toggleTorch()}
                  aria-label={t`Torch`}
                  aria-pressed={isTorchOn}
                >
                  {isTorchOn ? <IconBulb size={20} aria-hidden /> : <IconBulbOff size={20} aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
        {state === 'scanning' && (
          <Text fz="sm" c="dimmed" ta="center">
            <Trans>Hold the ticket’s QR code inside the frame.</Trans>
          </Text>
        )}
        <CheckInFeedbackBanner feedback={feedback} />
      </Stack>
    </Modal>
  );
}
