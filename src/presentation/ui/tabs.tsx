import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import './tabs.css';

export interface TabItem {
  readonly key: string;
  readonly label: ReactNode;
  readonly children: ReactNode;
  /** Unmount the panel when another tab is chosen (by default a panel once shown stays mounted, hidden). */
  readonly destroyOnHidden?: boolean;
}

const MOVES: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/**
 * Tabs of the light kit: a tab list of buttons over the chosen panel, as the WAI-ARIA tabs pattern has it (one tab in
 * the tab order; the arrow keys, Home and End move to a tab and choose it). A narrow screen scrolls the list sideways.
 * Nothing is measured: antd's tabs read every tab's size after their commit (for the ink bar and the overflow menu), a
 * forced layout of the new page that was a third of `/wallet`'s longest task on a phone. The chosen tab's line is its
 * own border.
 */
export function Tabs({
  items,
  activeKey,
  onChange,
  'aria-label': label,
  'data-testid': testId,
}: {
  readonly items: readonly TabItem[];
  readonly activeKey: string;
  readonly onChange: (key: string) => void;
  readonly 'aria-label'?: string;
  readonly 'data-testid'?: string;
}) {
  const base = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set([activeKey]));
  if (!shown.has(activeKey)) setShown(new Set(shown).add(activeKey)); // a panel's first showing (state from props)
  const choose = (key: string) => {
    onChange(key);
    buttons.current.get(key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const index = items.findIndex((item) => item.key === activeKey);
    if (!move || index < 0) return;
    event.preventDefault();
    choose(items[move(index, items.length)].key);
  };
  return (
    <div className="ex-tabs" data-testid={testId}>
      <div className="ex-tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const active = item.key === activeKey;
          return (
            <button
              key={item.key}
              ref={(el) => {
                if (el) buttons.current.set(item.key, el);
                else buttons.current.delete(item.key);
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.key}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.key}`}
              tabIndex={active ? 0 : -1}
              className={cx('ex-tabs__tab', active && 'ex-tabs__tab--active')}
              onClick={() => choose(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const active = item.key === activeKey;
        if (!active && (item.destroyOnHidden || !shown.has(item.key))) return null;
        return (
          <div
            key={item.key}
            role="tabpanel"
            id={`${base}-panel-${item.key}`}
            aria-labelledby={`${base}-tab-${item.key}`}
            hidden={!active}
            className="ex-tabs__panel"
          >
            {item.children}
          </div>
        );
      })}
    </div>
  );
}
