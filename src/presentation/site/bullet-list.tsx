import { CheckCircleFilled } from '@ant-design/icons';
import { Flex, theme, Typography } from 'antd';

/** A short list with a check mark per item (antd List is heavier than this needs). */
export function BulletList({ items, ordered }: { items: readonly string[]; ordered?: boolean }) {
  const { token } = theme.useToken();
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item, i) => (
        <li key={item} style={{ marginBottom: token.marginSM }}>
          <Flex gap={token.marginSM} align="baseline">
            {ordered ? <Typography.Text strong style={{ color: token.colorLink, minWidth: 20 }}>{i + 1}.</Typography.Text> : <CheckCircleFilled style={{ color: token.colorSuccess }} aria-hidden />}
            <Typography.Text>{item}</Typography.Text>
          </Flex>
        </li>
      ))}
    </Tag>
  );
}
