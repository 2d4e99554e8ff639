import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CopyToClipboard } from '../../application/clipboard/copy-to-clipboard.use-case';
import { useInjection } from '../shared/container-context';

/** Share an article: X, Telegram, LinkedIn, or copy its address. */
export function ShareLinks({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('blog');
  const { token } = theme.useToken();
  const copy = useInjection(CopyToClipboard);
  const u = encodeURIComponent(url);
  const text = encodeURIComponent(title);
  const targets = [
    { key: 'x', label: t('shareX'), href: `https://x.com/intent/post?url=${u}&text=${text}` },
    { key: 'telegram', label: t('shareTelegram'), href: `https://t.me/share/url?url=${u}&text=${text}` },
    { key: 'linkedin', label: t('shareLinkedIn'), href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
  return (
    <Flex wrap align="center" gap={token.marginSM} data-testid="share-links">
      <Typography.Text type="secondary">{t('share')}</Typography.Text>
      {targets.map((x) => (
        <Button key={x.key} size="small" href={x.href} target="_blank" rel="noopener noreferrer">{x.label}</Button>
      ))}
      <Button size="small" icon={<LinkOutlined />} onClick={() => void copy.execute(url, { success: t('linkCopied') })}>{t('copyLink')}</Button>
    </Flex>
  );
}
