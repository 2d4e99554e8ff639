import { Card, Col, Row } from 'antd';
import type { BlogPostSummary } from '../../domain/blog/blog-post';
import { BlogCardText } from './blog-card';

/** The featured post: image beside the text from tablets up, above it on phones. */
export function FeaturedPost({ post }: { post: BlogPostSummary }) {
  return (
    <Card hoverable styles={{ body: { padding: 0 } }} style={{ overflow: 'hidden' }} data-testid="blog-card">
      <Row align="middle">
        {post.imageUrl && (
          <Col xs={24} md={13}>
            <img src={post.imageUrl} alt="" width={1200} height={630} style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630', objectFit: 'cover' }} />
          </Col>
        )}
        <Col xs={24} md={post.imageUrl ? 11 : 24} style={{ padding: 24 }}>
          <BlogCardText post={post} large headingLevel={2} />
        </Col>
      </Row>
    </Card>
  );
}
