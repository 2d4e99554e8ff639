import type { TFunction } from 'i18next';
import { Alert, Avatar, Button, Card, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { twitterCallbackOf } from '../../domain/social/twitter';
import { useInjection } from '../shared/container-context';
import { useSearchParams } from '../shared/navigation';
import { TwitterStore, type TwitterNotice } from './twitter.store';
import { exchangeSentence } from '../shared/failure-text';
import { RetryAlert } from '../shared/page-frame';

const noticeText = (t: TFunction<'social'>, language: string, n: TwitterNotice): string =>
  n.kind === 'refused'
    ? exchangeSentence(t, language, n.message)
    : n.kind === 'coolName'
      ? t('twitter.notice.coolName', { coolName: n.coolName })
      : t(`twitter.notice.${n.kind}`);

/**
 * Your own profile's Twitter card: link (through Twitter's OAuth page; the page comes back here with `oauth_token` and
 * `oauth_verifier`, which this card trades for the profile and then drops from the address), the handle and image,
 * remove the image, take the handle as cool name, unlink.
 */
export const TwitterCard = observer(function TwitterCard() {
  const { t, i18n } = useTranslation('social');
  const store = useInjection(TwitterStore);
  const [params, setParams] = useSearchParams();
  const callback = twitterCallbackOf(params);
  useEffect(() => {
    if (callback) {
      setParams({}, { replace: true });
      void store.complete(callback);
    } else void store.load();
    // the callback is read once, on the way back from Twitter
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store]);
  const p = store.profile;
  const n = store.notice;
  return (
    <Card size="small" title={t('twitter.title')} data-testid="twitter-card">
      <Flex vertical gap={12}>
        {p.status === 'pending' || p.status === 'idle' ? <Skeleton active avatar paragraph={{ rows: 1 }} /> : null}
        {p.status === 'error' && <RetryAlert title={t('loadFailed')} retry={t('retry')} onRetry={() => void store.load()} />}
        {p.status === 'success' && p.value === null && (
          <Flex vertical gap={8} align="start">
            <Typography.Text type="secondary">{t('twitter.intro')}</Typography.Text>
            <Button type="primary" loading={store.busy} onClick={() => void store.start()} data-testid="twitter-link">
              {t('twitter.link')}
            </Button>
          </Flex>
        )}
        {p.status === 'success' && p.value !== null && (
          <Flex vertical gap={12}>
            <Flex gap={12} align="center">
              <Avatar
                size={48}
                src={p.value.profileImageUrl ?? undefined}
                alt={p.value.profileImageUrl ? t('twitter.image', { handle: p.value.handle }) : undefined}
                data-testid="twitter-avatar"
              >
                {p.value.handle.slice(0, 1).toUpperCase()}
              </Avatar>
              <div>
                <Typography.Text strong data-testid="twitter-handle">
                  @{p.value.handle}
                </Typography.Text>
                <br />
                <Typography.Text type="secondary">{p.value.name}</Typography.Text>
              </div>
            </Flex>
            <Flex gap={8} wrap>
              <Button type="primary" loading={store.busy} onClick={() => void store.useHandleAsCoolName()} data-testid="twitter-use-handle">
                {t('twitter.useHandle')}
              </Button>
              <Button
                disabled={p.value.profileImageUrl === null || store.busy}
                onClick={() => void store.removeImage()}
                data-testid="twitter-remove-image"
              >
                {t('twitter.removeImage')}
              </Button>
              <Popconfirm
                title={t('twitter.unlinkConfirm')}
                okText={t('twitter.unlink')}
                cancelText={t('twitter.keep')}
                onConfirm={() => void store.unlink()}
              >
                <Button danger disabled={store.busy} data-testid="twitter-unlink">
                  {t('twitter.unlink')}
                </Button>
              </Popconfirm>
            </Flex>
          </Flex>
        )}
        {n && (
          <Alert
            showIcon
            closable
            onClose={() => store.dismiss()}
            data-testid="twitter-notice"
            type={
              n.kind === 'refused' || n.kind === 'unanswered' || n.kind === 'untrustedUrl'
                ? 'error'
                : n.kind === 'denied'
                  ? 'info'
                  : 'success'
            }
            title={noticeText(t, i18n.language, n)}
          />
        )}
      </Flex>
    </Card>
  );
});
