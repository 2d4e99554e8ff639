import { Card, Col, Row, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface FeatureItem {
  readonly key: string;
  readonly title: string;
  readonly text: string;
  readonly extra?: ReactNode;
}

/** A titled grid of cards: one column on phones, two on tablets, up to `columns` on desktops. */
export function FeatureGrid({ title, items, columns = 3 }: { title?: string; items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  const { token } = theme.useToken();
  return (
    <section style={{ marginBlock: token.marginXL }}>
      {title && <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading3 }}>{title}</Typography.Title>}
      <Row gutter={[token.marginMD, token.marginMD]}>
        {items.map((item) => (
          <Col key={item.key} xs={24} md={12} lg={24 / columns}>
            <Card style={{ height: '100%' }} styles={{ body: { padding: token.paddingLG } }}>
              <Typography.Title level={3} style={{ fontSize: token.fontSizeHeading4, marginTop: 0 }}>{item.title}</Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: item.extra ? token.marginSM : 0 }}>{item.text}</Typography.Paragraph>
              {item.extra}
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
