import { useMemo } from 'react';
import { encodeQr, qrSvgPath } from '../lib/qr-code';

type TQrCodeProps = { value: string; label: string; size?: number; testId?: string };

/** A QR code of `value` as an inline SVG: crisp at any size and when printed (tickets, the share modal). */
export function QrCode({ value, label, size = 200, testId }: TQrCodeProps) {
  const { path, size: modules } = useMemo(() => qrSvgPath(encodeQr(value)), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-testid={testId}
      style={{ background: '#fff', maxWidth: '100%', height: 'auto' }}
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
