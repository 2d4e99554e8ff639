import { Drawer, theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { MarketSelector } from './market-selector';

export interface MarketSelectorOverlayProps {
  readonly wide: boolean;
  readonly current: string | undefined;
  readonly listHeight: number;
  readonly onSelect: (symbol: string) => void;
  readonly onClose: () => void;
}

/**
 * The market selector opened from the header (its own chunk, loaded on first open): a panel under the header on
 * desktop (Escape or a click outside closes it), a bottom drawer on tablets and phones.
 */
export function MarketSelectorOverlay({ wide, current, listHeight, onSelect, onClose }: MarketSelectorOverlayProps) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!wide) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onDown = (e: MouseEvent) => {
      const target = e.target as Node | null;
      if (
        panel.current &&
        target &&
        !panel.current.contains(target) &&
        !(target instanceof Element && target.closest('[data-testid="symbol-button"]'))
      )
        onClose();
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('mousedown', onDown);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('mousedown', onDown);
    };
  }, [wide, onClose]);
  const selector = <MarketSelector current={current} onSelect={onSelect} autoFocus height={listHeight} />;
  if (!wide) {
    return (
      <Drawer open onClose={onClose} placement="bottom" size="85%" title={t('selector.title')}>
        {selector}
      </Drawer>
    );
  }
  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={t('selector.title')}
      style={{
        position: 'absolute',
        top: '100%',
        insetInlineStart: 12,
        zIndex: token.zIndexPopupBase,
        width: 420,
        padding: token.paddingSM,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
      }}
    >
      {selector}
    </div>
  );
}

export default MarketSelectorOverlay;
