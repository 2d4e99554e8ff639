import { Icon } from './icons';

/** A short list with a check mark (or its number) per item. */
export function BulletList({ items, ordered }: { items: readonly string[]; ordered?: boolean }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item, i) => (
        <li key={item} style={{ marginBottom: 'var(--ex-margin-sm)', display: 'flex', gap: 'var(--ex-margin-sm)', alignItems: 'baseline' }}>
          {ordered ? (
            <span aria-hidden="true" style={{ color: 'var(--ex-color-link)', fontWeight: 600, minWidth: 20 }}>
              {i + 1}.
            </span>
          ) : (
            <Icon name="checkCircle" style={{ color: 'var(--ex-color-success)', alignSelf: 'center' }} />
          )}
          <span>{item}</span>
        </li>
      ))}
    </Tag>
  );
}
