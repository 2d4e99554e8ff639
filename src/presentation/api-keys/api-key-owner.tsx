import { Flex, Input, Modal, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { challengeMessage } from '../shared/challenge-message';
import type { ApiKeysStore } from './api-keys.store';

const OWN = 'own';

/** Whose keys the page shows and creates: the account's own or one sub-account's (a main account's session only). */
export const KeyOwnerSelect = observer(function KeyOwnerSelect({ store }: { store: ApiKeysStore }) {
  const { t } = useTranslation('apiKeys');
  if (store.subAccounts.length === 0) return null;
  const options = [
    { value: OWN, label: t('owner.own') },
    ...store.subAccounts.map((s) => ({ value: String(s.userId), label: t('owner.sub', { name: s.name }) })),
  ];
  return (
    <Flex vertical gap={4}>
      <Flex align="center" gap={8} wrap>
        <Typography.Text id="api-key-owner-label">{t('owner.label')}</Typography.Text>
        <Select
          value={store.owner === undefined ? OWN : String(store.owner)}
          options={options}
          style={{ minWidth: 220 }}
          aria-labelledby="api-key-owner-label"
          onChange={(v: string) => void store.selectOwner(v === OWN ? undefined : Number(v))}
          data-testid="api-key-owner"
        />
      </Flex>
      {store.owner !== undefined && <Typography.Text type="secondary">{t('owner.subHint')}</Typography.Text>}
    </Flex>
  );
});

/** The 2FA step before a key is created, edited or deleted: the authenticator's 6-digit code. */
export const KeyChallengeModal = observer(function KeyChallengeModal({ store }: { store: ApiKeysStore }) {
  const { t } = useTranslation('apiKeys');
  const challenge = store.challenge;
  return (
    <Modal
      open={challenge.asking !== undefined}
      title={t('challenge.title')}
      okText={t('challenge.confirm')}
      cancelText={t('cancel')}
      onOk={() => challenge.confirm()}
      onCancel={() => challenge.cancel()}
      confirmLoading={challenge.checking}
      destroyOnHidden
      data-testid="api-key-challenge"
      okButtonProps={{ disabled: !challenge.complete, ...({ 'data-testid': 'api-key-challenge-ok' } as Record<string, string>) }}
    >
      {challenge.asking && (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t(`challenge.${challenge.asking}`)}</Typography.Text>
          <label>
            <Typography.Text>{t('challenge.code')}</Typography.Text>
            <Input
              value={challenge.code}
              onChange={(e) => challenge.setCode(e.target.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              onPressEnter={() => challenge.confirm()}
              data-testid="api-key-challenge-code"
              status={challenge.refusal ? 'error' : undefined}
              aria-invalid={challenge.refusal ? true : undefined}
            />
          </label>
          {challenge.refusal && (
            <Typography.Text type="danger" role="alert" data-testid="api-key-challenge-problem">
              {challengeMessage(t, challenge.refusal)}
            </Typography.Text>
          )}
        </Flex>
      )}
    </Modal>
  );
});
