import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../shared/container-context';
import { TradePreferencesStore } from '../trade-preferences.store';
import { BOTTOM_TABS, type BottomTab } from './bottom-tabs';

const MIN_HEIGHT = 120;
const MAX_HEIGHT = 600;
/** The panel's own rows above a table: tabs, and the table's toolbar and header. */
const CHROME = 96;

export interface BottomFrameProps {
  /** The chosen tab (the caller keeps it, so it survives the visitor's frame giving way to the member's). */
  readonly tab: BottomTab;
  readonly onTab: (tab: BottomTab) => void;
  /** What follows a tab's name (a member's open orders and positions count: ` (3)`). */
  readonly count?: (tab: BottomTab) => string;
  /** The member's controls beside the collapse button ("this symbol only", the fill sound). */
  readonly tools?: ReactNode;
  /** The chosen tab's content, `height` px high for a table. */
  readonly body: (tab: BottomTab, height: number) => ReactNode;
}

/**
 * The bottom panel's frame, the same for a visitor and a member: the tabs (open orders, positions,
 * order history, fills, balances, ...), collapsible, its height resizable by the top edge and remembered. What fills
 * it is the caller's: a visitor's "log in" (bottom-panel.tsx) or a member's tables (member-bottom-panel.tsx).
 */
export const BottomFrame = observer(function BottomFrame({ tab, onTab, count, tools, body }: BottomFrameProps) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const prefs = useInjection(TradePreferencesStore);
  const drag = useRef<{ y: number; height: number } | undefined>(undefined);
  const collapsed = prefs.bottomCollapsed;

  const onDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { y: e.clientY, height: prefs.bottomHeight };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    prefs.setBottom(false, Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, drag.current.height + drag.current.y - e.clientY)));
  };
  const height = Math.max(60, prefs.bottomHeight - CHROME);
  return (
    <section
      aria-label={t('bottom.title')}
      data-testid="bottom-panel"
      data-collapsed={collapsed}
      style={{ background: token.colorBgContainer, borderTop: `1px solid ${token.colorBorderSecondary}` }}
    >
      {!collapsed && (
        <div
          role="separator"
          aria-orientation="horizontal"
          aria-label={t('bottom.resize')}
          aria-valuenow={prefs.bottomHeight}
          aria-valuemin={MIN_HEIGHT}
          aria-valuemax={MAX_HEIGHT}
          tabIndex={0}
          data-testid="bottom-resize"
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={() => (drag.current = undefined)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp') prefs.setBottom(false, Math.min(MAX_HEIGHT, prefs.bottomHeight + 20));
            if (e.key === 'ArrowDown') prefs.setBottom(false, Math.max(MIN_HEIGHT, prefs.bottomHeight - 20));
          }}
          style={{ height: 6, cursor: 'row-resize', background: token.colorFillQuaternary }}
        />
      )}
      <Flex align="center" justify="space-between" gap={8} wrap style={{ padding: '6px 12px' }}>
        {/* eight tabs are wider than a phone: they scroll sideways inside the panel instead of widening the page */}
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<BottomTab>
            value={tab}
            onChange={(value) => {
              onTab(value);
              if (collapsed) prefs.setBottom(false);
            }}
            options={BOTTOM_TABS.map((key) => ({
              value: key,
              label: <TabLabel name={t(`account.tabs.${key}`)} tab={key} count={count} />,
            }))}
            data-testid="bottom-tabs"
          />
        </div>
        <Flex align="center" gap={12}>
          {tools}
          <Button
            type="text"
            size="small"
            icon={collapsed ? <UpOutlined /> : <DownOutlined />}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('bottom.expand') : t('bottom.collapse')}
            data-testid="bottom-toggle"
            onClick={() => prefs.setBottom(!collapsed)}
          />
        </Flex>
      </Flex>
      {!collapsed && (
        <div role="tabpanel" data-tab={tab} style={{ height: prefs.bottomHeight, overflow: 'hidden' }}>
          {body(tab, height)}
        </div>
      )}
    </section>
  );
});

/**
 * A tab's name and count, an observer of its own: a count that changes with each fill renders this label, not the
 * frame with its tabs, tools and table.
 */
const TabLabel = observer(function TabLabel(props: {
  readonly name: string;
  readonly tab: BottomTab;
  readonly count: BottomFrameProps['count'];
}) {
  return (
    <>
      {props.name}
      {props.count?.(props.tab) ?? ''}
    </>
  );
});
