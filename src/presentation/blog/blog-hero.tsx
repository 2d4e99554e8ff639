import type { ReactNode } from 'react';
import { Text, Title } from '../ui/typography';
import './blog.css';

/**
 * A blog page's opening: its one h1, an introduction and the search field. It needs no store, so it paints
 * with the first frame, before the DI container has loaded.
 */
export function BlogHero({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <div className="blog-hero">
      <Title level={1} className="blog-hero__title" data-testid="page-title">
        {title}
      </Title>
      <Text as="p" tone="secondary" lead className="blog-hero__intro">
        {intro}
      </Text>
      {children && <div className="blog-hero__actions">{children}</div>}
    </div>
  );
}
