import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A page's opening: its one h1, an introduction and optional actions. */
export function SiteHero({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginSM} style={{ paddingBlock: token.paddingLG }}>
      <Typography.Title level={1} data-testid="page-title" style={{ margin: 0, fontSize: 'clamp(28px, 5vw, 44px)', lineHeight: 1.15 }}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeLG, maxWidth: 720, margin: 0 }}>{intro}</Typography.Paragraph>
      {children && <Flex wrap gap={token.marginSM} style={{ marginTop: token.marginXS }}>{children}</Flex>}
    </Flex>
  );
}
