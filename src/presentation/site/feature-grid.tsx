import type { ReactNode } from 'react';
import { Grid } from '../ui/layout';
import { Card } from '../ui/surface';
import { Text, Title } from '../ui/typography';

export interface FeatureItem {
  readonly key: string;
  readonly title: string;
  readonly text: string;
  readonly extra?: ReactNode;
}

/** The narrowest card per column count: one column on phones, two on tablets, up to `columns` on desktops. */
const MIN_CARD_WIDTH = { 2: 440, 3: 280, 4: 240 } as const;

/** A titled grid of cards. */
export function FeatureGrid({ title, items, columns = 3 }: { title?: string; items: readonly FeatureItem[]; columns?: 2 | 3 | 4 }) {
  return (
    <section style={{ marginBlock: 'var(--ex-margin-xl)' }}>
      {title && (
        <Title level={2} style={{ fontSize: 'var(--ex-font-size-heading3)' }}>
          {title}
        </Title>
      )}
      <Grid min={MIN_CARD_WIDTH[columns]}>
        {items.map((item) => (
          <Card key={item.key}>
            <Title level={3} style={{ fontSize: 'var(--ex-font-size-heading4)' }}>
              {item.title}
            </Title>
            <Text as="p" tone="secondary" style={item.extra ? undefined : { marginBottom: 0 }}>
              {item.text}
            </Text>
            {item.extra}
          </Card>
        ))}
      </Grid>
    </section>
  );
}
