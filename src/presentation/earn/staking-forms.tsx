import { Alert, Button, Card, Checkbox, Flex, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../shared/refusal-text';
import { DecimalInput } from '../shared/decimal-input';
import { earnAmount } from './earn-format';
import type { StakingStore } from './staking.store';
import { intlLocale } from '../../domain/shared/locale';

/** Stake and unstake, side by side (stacked on phones), with the instant unstake's fee shown before it is sent. */
export const StakingForms = observer(function StakingForms({ store }: { store: StakingStore }) {
  const { t, i18n } = useTranslation('earn');
  const lng = i18n.language;
  const preview = store.instantPreview;
  const notice = store.notice;
  const done = store.done;
  const endTime = done?.kind === 'unstaked' ? done.result.endTime : undefined;
  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap>
        <Card title={t('staking.stakeTitle')} style={{ flex: '1 1 320px' }} data-testid="stake-card">
          <Flex vertical gap={8}>
            <Typography.Text id="stake-amount">{t('staking.amount')}</Typography.Text>
            <Space.Compact block>
              <DecimalInput
                value={store.stakeAmount}
                aria-labelledby="stake-amount"
                suffix="WOO"
                data-testid="stake-amount"
                onChange={(v) => store.setStakeAmount(v)}
                onPressEnter={() => void store.stake()}
              />
              <Button onClick={() => store.fillStakeMax()} data-testid="stake-max">
                {t('staking.max')}
              </Button>
            </Space.Compact>
            <Typography.Text type="secondary" data-testid="stake-available">
              {t('staking.available', { amount: earnAmount(lng, store.available ?? '0') })}
            </Typography.Text>
            <Button
              type="primary"
              block
              loading={store.busy}
              disabled={store.stakeAmount.trim() === ''}
              onClick={() => void store.stake()}
              data-testid="stake-submit"
            >
              {t('staking.stake')}
            </Button>
          </Flex>
        </Card>
        <Card title={t('staking.unstakeTitle')} style={{ flex: '1 1 320px' }} data-testid="unstake-card">
          <Flex vertical gap={8}>
            <Typography.Text id="unstake-amount">{t('staking.amount')}</Typography.Text>
            <Space.Compact block>
              <DecimalInput
                value={store.unstakeAmount}
                aria-labelledby="unstake-amount"
                suffix="WOO"
                data-testid="unstake-amount"
                onChange={(v) => store.setUnstakeAmount(v)}
                onPressEnter={() => void store.unstake()}
              />
              <Button onClick={() => store.fillUnstakeMax()} data-testid="unstake-max">
                {t('staking.max')}
              </Button>
            </Space.Compact>
            <Checkbox checked={store.instant} onChange={(e) => store.setInstant(e.target.checked)} data-testid="unstake-instant">
              {t('staking.instant')}
            </Checkbox>
            <Typography.Text type="secondary" data-testid="unstake-preview">
              {store.instant
                ? preview
                  ? t('staking.instantPreview', { fee: earnAmount(lng, preview.fee), received: earnAmount(lng, preview.received) })
                  : t('staking.instantHint')
                : t('staking.unbondingHint')}
            </Typography.Text>
            <Button
              block
              danger={store.instant}
              loading={store.busy}
              disabled={store.unstakeAmount.trim() === ''}
              onClick={() => void store.unstake()}
              data-testid="unstake-submit"
            >
              {t('staking.unstake')}
            </Button>
          </Flex>
        </Card>
      </Flex>
      {notice && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => store.dismiss()}
          data-testid="staking-notice"
          title={notice.kind === 'refused' ? refusalText(t, lng, notice.message, t('staking.amount'), 'WOO') : t('notice.unanswered')}
        />
      )}
      {done && (
        <Alert
          type="success"
          showIcon
          closable
          onClose={() => store.dismiss()}
          data-testid="staking-done"
          title={
            done.kind === 'staked'
              ? t('staking.stakedDone', { amount: earnAmount(lng, done.amount) })
              : done.result.instant
                ? t('staking.unstakedInstant', { received: earnAmount(lng, done.result.received), fee: earnAmount(lng, done.result.fee) })
                : t('staking.unstakedLater', {
                    amount: earnAmount(lng, done.result.amount),
                    date: new Intl.DateTimeFormat(intlLocale(lng), { dateStyle: 'medium', timeStyle: 'short' }).format(endTime ?? 0),
                  })
          }
        />
      )}
    </Flex>
  );
});
