import { useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { TAB_STRIP_STYLE } from './tab-strip-style';

export interface TabItem {
  readonly key: string;
  readonly label: ReactNode;
}

const SELECTED_STYLE: CSSProperties = { color: 'var(--ex-color-link)', boxShadow: 'inset 0 -2px 0 var(--ex-color-link)' };

/**
 * Light tabs (WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs). Only the selected panel is
 * rendered, by `children(key)`.
 */
export function Tabs({ items, label, children }: { items: readonly TabItem[]; label: string; children: (key: string) => ReactNode }) {
  const id = useId();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === chosen),
  );
  const active = items[activeIndex];
  const focusTab = (index: number) => {
    const item = items[(index + items.length) % items.length];
    setChosen(item.key);
    buttons.current.get(item.key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: items.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    focusTab(next);
  };
  return (
    <>
      <div role="tablist" aria-label={label} style={TAB_STRIP_STYLE}>
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              className="ex-btn ex-btn--text"
              style={selected ? SELECTED_STYLE : undefined}
              ref={(el) => {
                if (el) buttons.current.set(item.key, el);
                else buttons.current.delete(item.key);
              }}
              onClick={() => setChosen(item.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${activeIndex}`}>
          {children(active.key)}
        </div>
      )}
    </>
  );
}
