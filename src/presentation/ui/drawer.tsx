import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { cx } from './class-names';

/**
 * A modal drawer of the light kit, rendered into the body (above the one-tap card and the consent banner): focus
 * moves to its close button, Escape or the backdrop closes it, and focus returns to what opened it. `side="start"`
 * slides it from the left (the account centre's menu); the header's navigation comes from the right.
 */
export function Drawer({
  open,
  onClose,
  title,
  closeLabel,
  side = 'end',
  children,
  'data-testid': testId,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  side?: 'start' | 'end';
  children: ReactNode;
  'data-testid'?: string;
}) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [open, onClose]);
  if (!open) return null;
  return createPortal(
    <>
      <div className="ex-drawer-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        className={cx('ex-drawer', side === 'start' && 'ex-drawer--start')}
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
      >
        <div className="ex-drawer__head">
          <strong>{title}</strong>
          <Button ref={closeRef} variant="text" aria-label={closeLabel} onClick={onClose}>
            ×
          </Button>
        </div>
        {children}
      </div>
    </>,
    document.body,
  );
}
