import { Skeleton } from 'antd';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** A QR code for `value`, drawn by the qrcode package into a data URL (no network, no canvas in the DOM). */
export function QrCodeImage({ value, size, alt }: { value: string; size: number; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0b0d12', light: '#ffffff' } })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(undefined));
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? <img src={src} width={size} height={size} alt={alt} data-testid="download-qr" style={{ borderRadius: 8 }} />
    : <Skeleton.Image active style={{ width: size, height: size }} />;
}
