import type { ReactNode } from 'react';
import { Stack } from '../ui/layout';
import { Text, Title } from '../ui/typography';

/** A page's opening: its one h1, an introduction and optional actions. */
export function SiteHero({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <Stack vertical gap="sm" style={{ paddingBlock: 'var(--ex-padding-lg)' }}>
      <Title level={1} data-testid="page-title" style={{ margin: 0, fontSize: 'clamp(28px, 5vw, 44px)', lineHeight: 1.15 }}>
        {title}
      </Title>
      <Text as="p" tone="secondary" lead style={{ maxWidth: 720, margin: 0 }}>
        {intro}
      </Text>
      {children && (
        <Stack wrap gap="sm" style={{ marginTop: 'var(--ex-margin-xs)' }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
