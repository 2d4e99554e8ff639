import { Button, Flex, Input, List, Popconfirm, Select, Switch, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NETWORKS } from '../../domain/wallet/networks';
import { dateTime } from '../shared/account-format';
import { problemText, type ShownProblem } from '../shared/translate-refusal';
import type { WithdrawStore } from './withdraw.store';

const EMPTY = { label: '', token: '', network: '', address: '', extra: '' };

/** The address book: whitelist mode, saved addresses ("Use" fills the form), and a form to add one. */
export const AddressBookCard = observer(function AddressBookCard({ store }: { store: WithdrawStore }) {
  const { t, i18n } = useTranslation('withdraw');
  const book = store.book;
  const [draft, setDraft] = useState(EMPTY);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<ShownProblem | undefined>();
  // the coins and their networks as the exchange's token_config lists them; names and memo from the network's address rules
  const configs = store.service.tokens;
  const networks = configs.find((c) => c.token === draft.token)?.networks ?? [];
  const memo = NETWORKS[draft.network]?.memo === true;
  const save = async () => {
    const answer = await book.save(draft);
    setProblem(answer);
    if (!answer) {
      setDraft(EMPTY);
      setAdding(false);
    }
  };
  return (
    <Flex vertical gap={12} data-testid="address-book">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {t('book.title')}
        </Typography.Title>
        <Flex gap={8} align="center">
          <Switch
            checked={book.whitelistMode}
            onChange={(on) => void book.setWhitelist(on)}
            data-testid="whitelist-switch"
            aria-label={t('book.whitelist')}
          />
          <Typography.Text>{t('book.whitelist')}</Typography.Text>
        </Flex>
      </Flex>
      <Typography.Text type="secondary">{book.whitelistMode ? t('book.whitelistOn') : t('book.whitelistOff')}</Typography.Text>
      <List
        size="small"
        bordered
        dataSource={[...book.rows]}
        locale={{ emptyText: t('book.empty') }}
        renderItem={(s) => {
          const opens = book.whitelistMode ? book.opensAt(s) : undefined;
          return (
            <List.Item
              data-testid="saved-address"
              actions={[
                <Button key="use" size="small" onClick={() => void store.useSaved(s.id)}>
                  {t('book.use')}
                </Button>,
                <Popconfirm key="remove" title={t('book.removeConfirm')} onConfirm={() => void book.remove(s.id)}>
                  <Button size="small" danger>
                    {t('book.remove')}
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Flex vertical style={{ minWidth: 0 }}>
                <Flex gap={6} wrap align="center">
                  <Typography.Text strong>{s.label}</Typography.Text>
                  <Tag>{`${s.token} · ${NETWORKS[s.network]?.name ?? s.network}`}</Tag>
                  {opens !== undefined && <Tag color="warning">{t('book.opensAt', { time: dateTime(i18n.language, opens) })}</Tag>}
                </Flex>
                <Typography.Text type="secondary" style={{ wordBreak: 'break-all' }}>
                  {s.extra ? `${s.address} · ${t('memo')} ${s.extra}` : s.address}
                </Typography.Text>
              </Flex>
            </List.Item>
          );
        }}
      />
      {!adding && (
        <Button onClick={() => setAdding(true)} data-testid="address-add" style={{ alignSelf: 'flex-start' }}>
          {t('book.add')}
        </Button>
      )}
      {adding && (
        <Flex vertical gap={8} data-testid="address-form">
          <Input
            placeholder={t('book.label')}
            aria-label={t('book.label')}
            value={draft.label}
            maxLength={30}
            onChange={(e) => setDraft({ ...draft, label: e.target.value })}
          />
          <Flex gap={8} wrap>
            <Select
              placeholder={t('token')}
              aria-label={t('token')}
              style={{ width: 140 }}
              value={draft.token || undefined}
              options={configs.filter((c) => c.networks.length > 0).map((c) => ({ value: c.token, label: c.token }))}
              onChange={(v: string) => setDraft({ ...draft, token: v, network: '' })}
            />
            <Select
              placeholder={t('network')}
              aria-label={t('network')}
              style={{ width: 220 }}
              value={draft.network || undefined}
              options={networks.map((n) => ({ value: n, label: NETWORKS[n]?.name ?? n }))}
              onChange={(v: string) => setDraft({ ...draft, network: v })}
            />
          </Flex>
          <Input
            placeholder={t('address')}
            aria-label={t('address')}
            value={draft.address}
            onChange={(e) => setDraft({ ...draft, address: e.target.value })}
            spellCheck={false}
          />
          {memo && (
            <Input
              placeholder={t('memo')}
              aria-label={t('memo')}
              value={draft.extra}
              onChange={(e) => setDraft({ ...draft, extra: e.target.value })}
            />
          )}
          {problem && (
            <Typography.Text type="danger" role="alert">
              {problemText(t, i18n.language, problem)}
            </Typography.Text>
          )}
          <Typography.Text type="secondary">{t('book.lockNote')}</Typography.Text>
          <Flex gap={8}>
            <Button type="primary" loading={book.busy} onClick={() => void save()} data-testid="address-save">
              {t('book.save')}
            </Button>
            <Button
              onClick={() => {
                setAdding(false);
                setProblem(undefined);
              }}
            >
              {t('book.cancel')}
            </Button>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
});
