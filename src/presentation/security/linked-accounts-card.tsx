import { Alert, Button, Card, Flex, Form, Input, List, Select, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shortAddress, WALLET_CHAINS, walletAddressProblem, type BoundWallet, type WalletChain } from '../../domain/security/account-links';
import { ActionModal, SafeCheckField } from './action-modal';
import type { AccountLinksStore } from './account-links.store';
import { useLinkErrorText } from './email-change-card';

/** Linked accounts: Discord (`discord`: its consent page and back) and wallets (`bind_wallet` with a signed message, `unbind_wallet`). */
export const LinkedAccountsCard = observer(function LinkedAccountsCard({
  store,
  twoFactorOn,
  onChanged,
}: {
  store: AccountLinksStore;
  twoFactorOn: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation('security');
  const errorText = useLinkErrorText();
  const [unlink, setUnlink] = useState<{ kind: 'discord' } | { kind: 'wallet'; wallet: BoundWallet }>();
  const [chain, setChain] = useState<WalletChain>('EVM');
  const [walletForm] = Form.useForm<{ address: string }>();
  const links = store.links;
  const refusal = errorText(store.error);
  return (
    <Card title={t('links.title')} data-testid="linked-accounts-card">
      <Flex vertical gap={16}>
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="links-refusal" />}
        <Flex justify="space-between" align="center" gap={8} wrap>
          <div>
            <Typography.Text strong>Discord</Typography.Text>{' '}
            <Typography.Text type="secondary" data-testid="discord-state">
              {links?.discord ? links.discord.username : t('links.notLinked')}
            </Typography.Text>
          </div>
          {links?.discord ? (
            <Button danger onClick={() => setUnlink({ kind: 'discord' })} data-testid="discord-unlink">
              {t('links.unlink')}
            </Button>
          ) : (
            <Button onClick={() => store.startDiscord('/account/security?link=discord')} disabled={!links} data-testid="discord-link">
              {t('links.link')}
            </Button>
          )}
        </Flex>
        <div>
          <Typography.Text strong>{t('links.wallets')}</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            {t('links.walletsAbout')}
          </Typography.Paragraph>
          {links && links.wallets.length > 0 && (
            <List
              size="small"
              bordered
              dataSource={[...links.wallets]}
              style={{ marginBottom: 12 }}
              renderItem={(w) => (
                <List.Item
                  data-testid="wallet-row"
                  actions={[
                    <Button
                      key="u"
                      size="small"
                      danger
                      onClick={() => setUnlink({ kind: 'wallet', wallet: w })}
                      data-testid="wallet-unbind"
                    >
                      {t('links.unbind')}
                    </Button>,
                  ]}
                >
                  <Typography.Text code title={w.address}>
                    {w.chain} · {shortAddress(w.address)}
                  </Typography.Text>
                </List.Item>
              )}
            />
          )}
          <Form
            form={walletForm}
            layout="vertical"
            requiredMark={false}
            style={{ maxWidth: 560 }}
            onFinish={async (v: { address: string }) => {
              if (!(await store.bindWallet(chain, v.address))) return;
              walletForm.resetFields();
              onChanged();
            }}
          >
            <Flex gap={8} wrap align="flex-start">
              <Select<WalletChain>
                value={chain}
                onChange={setChain}
                options={WALLET_CHAINS.map((c) => ({ value: c, label: c }))}
                style={{ width: 110 }}
                aria-label={t('links.chain')}
              />
              <Form.Item
                name="address"
                style={{ flex: 1, minWidth: 200, marginBottom: 0 }}
                rules={[
                  {
                    validator: async (_r, value: string | undefined) => {
                      const problem = walletAddressProblem(chain, value ?? '');
                      if (problem) throw new Error(t(`links.address.${problem}`, { chain }));
                    },
                  },
                ]}
              >
                <Input placeholder={t('links.addressPlaceholder')} autoComplete="off" spellCheck={false} data-testid="wallet-address" />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={store.busy} data-testid="wallet-bind">
                {t('links.bind')}
              </Button>
            </Flex>
          </Form>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('links.simulatedSignature')}
          </Typography.Text>
        </div>
      </Flex>
      <ActionModal<{ totp?: string }>
        title={unlink?.kind === 'wallet' ? t('links.unbindTitle') : t('links.unlinkTitle')}
        open={unlink !== undefined}
        onClose={() => setUnlink(undefined)}
        danger
        testId="unlink-form"
        onSubmit={async (v) => {
          const done =
            unlink?.kind === 'wallet'
              ? await store.unbindWallet(unlink.wallet.chain, unlink.wallet.address, { totp: v.totp })
              : await store.unlinkDiscord({ totp: v.totp });
          if (done) onChanged();
          return done ? { ok: true } : { ok: false, message: errorText(store.error) };
        }}
      >
        <Typography.Paragraph>
          {unlink?.kind === 'wallet' ? `${unlink.wallet.chain} · ${unlink.wallet.address}` : links?.discord?.username}
        </Typography.Paragraph>
        <SafeCheckField show={twoFactorOn} />
      </ActionModal>
    </Card>
  );
});
