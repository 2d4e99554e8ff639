import { Avatar } from 'antd';
import { useState } from 'react';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';

/** The asset's logo from the static host (`<symbolLogoBase>/<BASE>.png`); its initials when the image fails. */
export function SymbolLogo({ base, size = 24 }: { base: string; size?: number }) {
  const config = useInjection(AppConfig);
  const [failed, setFailed] = useState(false);
  if (failed) return <Avatar size={size} aria-hidden>{base.slice(0, 2)}</Avatar>;
  return (
    <Avatar
      size={size}
      src={`${config.symbolLogoBase.replace(/\/$/, '')}/${encodeURIComponent(base)}.png`}
      alt=""
      onError={() => {
        setFailed(true);
        return false;
      }}
    />
  );
}
