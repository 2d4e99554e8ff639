import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { Skeleton } from 'antd';

/** A QR code for `value`, drawn by the qrcode package into a data URL (no network, no canvas in the DOM); antd's placeholder. */
export function QrCodeImage({ value, size, alt }: { value: string; size: number; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    // The code's own colours: dark modules on white, as scanners expect.
    toDataURL(value, { width: size, margin: 1, errorCorrectionLevel: 'M', color: { dark: '#0b0d12', light: '#ffffff' } })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(undefined));
    return () => {
      live = false;
    };
  }, [value, size]);
  // Both are centred blocks of the same size, so the code replaces its placeholder without a shift.
  return src ? (
    <img
      src={src}
      width={size}
      height={size}
      alt={alt}
      data-testid="download-qr"
      style={{ display: 'block', margin: '0 auto', borderRadius: 'var(--ex-border-radius-lg)' }}
    />
  ) : (
    <div style={{ display: 'flex', justifyContent: 'center' }}>
      <Skeleton.Node active={false} style={{ width: size, height: size }} />
    </div>
  );
}
