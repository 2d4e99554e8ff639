import { useTranslation } from 'react-i18next';
import { CopyToClipboard } from '../../application/clipboard/copy-to-clipboard.use-case';
import { useInjection } from '../shared/container-context';
import { Button, ButtonLink } from '../ui/button';
import { Text } from '../ui/typography';

const LinkIcon = () => (
  <svg className="blog-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <path
      d="M6.5 9.5 9.5 6.5M7 4.5l1.2-1.2a2.8 2.8 0 0 1 4 4L11 8.5M9 11.5l-1.2 1.2a2.8 2.8 0 0 1-4-4L5 7.5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

/**
 * Share an article: X, Telegram, LinkedIn (each in a new tab), or copy its address through the clipboard use
 * case. Rendered under the article, so the container is ready by then and `useInjection` does not suspend.
 */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('blog');
  const copy = useInjection(CopyToClipboard);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets = [
    { key: 'x', label: t('shareX'), href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { key: 'telegram', label: t('shareTelegram'), href: `https://t.me/share/url?url=${u}&text=${text}` },
    { key: 'linkedin', label: t('shareLinkedIn'), href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  return (
    <div className="blog-share" data-testid="share-links">
      <Text tone="secondary">{t('share')}</Text>
      {targets.map((x) => (
        <ButtonLink key={x.key} size="small" href={x.href}>
          {x.label}
        </ButtonLink>
      ))}
      <Button size="small" icon={<LinkIcon />} onClick={() => void copy.execute(url, { success: t('linkCopied') })}>
        {t('copyLink')}
      </Button>
    </div>
  );
}
