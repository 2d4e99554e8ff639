import { Card, Col, Flex, Row, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { FeatureItem } from './feature-grid';

/**
 * The site's opening and feature grid for pages built from antd (a form, a download card): `SiteHero` and
 * `FeatureGrid` are their light-kit twins, for pages built from the light kit. One kit per page (docs/adr/0012).
 */
export function AntdSiteHero({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap={token.marginSM} style={{ paddingBlock: token.paddingLG }}>
      <Typography.Title level={1} data-testid="page-title" style={{ margin: 0, fontSize: 'clamp(28px, 5vw, 44px)', lineHeight: 1.15 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 720, margin: 0, fontSize: token.fontSizeLG }}>
        {intro}
      </Typography.Paragraph>
      {children && (
        <Flex wrap gap={token.marginSM} style={{ marginTop: token.marginXS }}>
          {children}
        </Flex>
      )}
    </Flex>
  );
}

export function AntdFeatureGrid({ title, items }: { title?: string; items: readonly FeatureItem[] }) {
  const { token } = theme.useToken();
  return (
    <section style={{ marginBlock: token.marginXL }}>
      {title && (
        <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3 }}>
          {title}
        </Typography.Title>
      )}
      <Row gutter={[token.marginMD, token.marginMD]}>
        {items.map((item) => (
          <Col key={item.key} xs={24} md={12} lg={8}>
            <Card style={{ height: '100%' }}>
              <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading4, marginTop: 0 }}>
                {item.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={item.extra ? undefined : { marginBottom: 0 }}>
                {item.text}
              </Typography.Paragraph>
              {item.extra}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
