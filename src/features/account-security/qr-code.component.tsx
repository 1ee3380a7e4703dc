import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** A QR code of `value` as an image (otpauth:// URIs for authenticator apps). */
export function QrCode({ value, alt, size = 192 }: { value: string; alt: string; size?: number }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    return qr.createDataURL(8, 2);
  }, [value]);
  return <img src={src} alt={alt} width={size} height={size} style={{ imageRendering: 'pixelated', background: '#fff' }} />;
}
