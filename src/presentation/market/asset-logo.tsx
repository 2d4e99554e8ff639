import { useState, type CSSProperties } from 'react';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';

/**
 * The asset's logo from the static host (`<symbolLogoBase>/<BASE>.png`), or its initials when the image fails:
 * light (no antd), so the public pages and the markets table share it. Needs the container (suspends).
 */
export function AssetLogo({ base, size = 24 }: { base: string; size?: number }) {
  const config = useInjection(AppConfig);
  return <AssetLogoImage base={base} size={size} logoBase={config.symbolLogoBase} />;
}

/** The logo from `logoBase` (the configured `symbolLogoBase`), for lists that resolve the configuration once. */
export function AssetLogoImage({ base, size = 24, logoBase }: { base: string; size?: number; logoBase: string }) {
  const [failed, setFailed] = useState(false);
  const box: CSSProperties = { width: size, height: size, borderRadius: '50%', flexShrink: 0 };
  if (failed) {
    return (
      <span
        aria-hidden="true"
        style={{
          ...box,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: 'var(--ex-color-fill-secondary)',
          color: 'var(--ex-color-text)',
          fontSize: 'var(--ex-font-size-sm)',
          fontWeight: 600,
          lineHeight: 1,
        }}
      >
        {base.slice(0, 2)}
      </span>
    );
  }
  return (
    <img
      src={`${logoBase.replace(/\/$/, '')}/${encodeURIComponent(base)}.png`}
      width={size}
      height={size}
      alt=""
      loading="lazy"
      decoding="async"
      style={{ ...box, display: 'block' }}
      onError={() => setFailed(true)}
    />
  );
}
