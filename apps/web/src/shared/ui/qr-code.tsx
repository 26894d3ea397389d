import { QRCodeSVG } from 'qrcode.react';

/** A QR code of an address, as an image with a name of its own (what it opens). */
export function QrCode({ value, label, size }: { value: string; label: string; size: number }) {
  return (
    <QRCodeSVG
      value={value}
      size={size}
      marginSize={2}
      role="img"
      aria-label={label}
      className="shrink-0 rounded-lg bg-white"
    />
  );
}
