import type { ReactNode } from 'react';
import { Stack } from '../ui/layout';
import { Text, Title } from '../ui/typography';
import { usePageMeta } from '../site/use-page-meta';
import HelpLinks from './help-links';
import { PageSection } from './page-section';

const CODE_COLOURS = { primary: 'var(--ex-color-primary)', error: 'var(--ex-color-error)' } as const;

interface StatusPageProps {
  readonly code: string;
  readonly tone: keyof typeof CODE_COLOURS;
  readonly title: string;
  readonly subtitle: string;
  readonly testId: string;
  readonly actions: ReactNode;
  readonly showStatus?: boolean;
}

/** The frame shared by the 404 and 500 pages: the code, what happened, next steps and where to get help. */
export function StatusPage({ code, tone, title, subtitle, testId, actions, showStatus }: StatusPageProps) {
  usePageMeta({ title, description: subtitle });
  return (
    <PageSection>
      <Stack vertical align="center" gap="md" style={{ textAlign: 'center', paddingBlock: 'var(--ex-padding-xl)' }}>
        <span aria-hidden="true" style={{ fontSize: 72, fontWeight: 700, color: CODE_COLOURS[tone], lineHeight: 1 }}>
          {code}
        </span>
        <Title level={1} style={{ margin: 0 }} data-testid={testId}>
          {title}
        </Title>
        <Text as="p" tone="secondary" style={{ maxWidth: 520, margin: 0 }}>
          {subtitle}
        </Text>
        <Stack wrap justify="center" gap="sm">
          {actions}
        </Stack>
        <HelpLinks showStatus={showStatus} />
      </Stack>
    </PageSection>
  );
}
