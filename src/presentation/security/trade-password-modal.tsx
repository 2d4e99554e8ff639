import { Alert, Flex, Input, Modal, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { challengeRefusal } from '../../domain/security/challenge-refusal';
import { TRADE_PWD_WINDOW_MS } from '../../domain/security/trade-password-on-order';
import { challengeMessage } from '../shared/challenge-message';
import { useInjection } from '../shared/container-context';
import { refusalText } from '../shared/refusal-text';
import { TradePasswordStore } from './trade-password.store';

/** What the trade password is asked for: its hint and its confirm button say so. */
export type TradePasswordPurpose = 'order' | 'convert' | 'copy';

const TEXTS: Record<TradePasswordPurpose, { readonly hint: string; readonly confirm: string }> = {
  order: { hint: 'form.tradePassword.hint', confirm: 'form.tradePassword.confirm' },
  convert: { hint: 'form.tradePassword.hintConvert', confirm: 'form.tradePassword.confirmConvert' },
  copy: { hint: 'form.tradePassword.hintCopy', confirm: 'form.tradePassword.confirmCopy' },
};

/** The exchange's refusal of a trade password in the user's language: wrong (tries left, lock), else any refusal. */
function problemText(t: TFunction, language: string, problem: string): string {
  if (problem === 'unanswered') return t('form.tradePassword.unanswered');
  const wrong = challengeRefusal(problem);
  return wrong ? challengeMessage(t, wrong) : refusalText(t, language, problem, t('form.tradePassword.label'));
}

/**
 * The trade password before an order, a conversion or a copy (when turned on in the security centre); then 30 minutes
 * without asking.
 */
export const TradePasswordModal = observer(function TradePasswordModal({ purpose = 'order' }: { readonly purpose?: TradePasswordPurpose }) {
  const { t, i18n } = useTranslation('trade');
  const store = useInjection(TradePasswordStore);
  const texts = TEXTS[purpose];
  return (
    <Modal
      open={store.asking}
      title={t('form.tradePassword.title')}
      okText={t(texts.confirm)}
      cancelText={t('form.tradePassword.cancel')}
      onOk={() => void store.confirm()}
      onCancel={() => store.cancel()}
      destroyOnHidden
      data-testid="trade-password-modal"
      okButtonProps={{
        disabled: store.password === '',
        loading: store.checking,
        ...({ 'data-testid': 'trade-password-ok' } as Record<string, string>),
      }}
    >
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t(texts.hint, { minutes: TRADE_PWD_WINDOW_MS / 60000 })}</Typography.Text>
        <label>
          <Typography.Text>{t('form.tradePassword.label')}</Typography.Text>
          <Input.Password
            value={store.password}
            onChange={(e) => store.setPassword(e.target.value)}
            autoComplete="current-password"
            autoFocus
            onPressEnter={() => void store.confirm()}
            status={store.problem ? 'error' : undefined}
            data-testid="trade-password-input"
          />
        </label>
        {store.problem && (
          <Alert type="error" showIcon title={problemText(t, i18n.language, store.problem)} data-testid="trade-password-problem" />
        )}
      </Flex>
    </Modal>
  );
});
