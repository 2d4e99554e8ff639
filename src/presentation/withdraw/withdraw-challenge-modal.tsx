import { Alert, Button, Descriptions, Input, Modal, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatExact } from '../../domain/shared/amount-format';
import type { WithdrawReview } from '../../domain/wallet/withdraw-review';
import { challengeMessage } from '../shared/challenge-message';
import { useInjection } from '../shared/container-context';
import { WithdrawChallengeStore } from './withdraw-challenge.store';

const testId = (id: string) => ({ 'data-testid': id }) as Record<string, string>;

/** The review: what leaves, where to, the fee, what arrives and about when. */
const ReviewList = observer(function ReviewList({ review }: { review: WithdrawReview }) {
  const { t, i18n } = useTranslation('withdraw');
  const amount = (value: string) => `${formatExact(i18n.language, value)} ${review.token}`;
  return (
    <Descriptions column={1} size="small" bordered data-testid="withdraw-review">
      <Descriptions.Item label={t('review.asset')}>{review.token}</Descriptions.Item>
      <Descriptions.Item label={t('review.network')}>{review.networkName}</Descriptions.Item>
      <Descriptions.Item label={t('review.address')}>
        <Space orientation="vertical" size={0}>
          {review.label !== undefined && (
            <Typography.Text strong data-testid="withdraw-review-label">
              {t('review.saved', { label: review.label })}
            </Typography.Text>
          )}
          <Typography.Text copyable style={{ wordBreak: 'break-all' }} data-testid="withdraw-review-address">
            {review.address}
          </Typography.Text>
          {review.memo !== '' && <Typography.Text type="secondary">{t('review.memo', { memo: review.memo })}</Typography.Text>}
        </Space>
      </Descriptions.Item>
      <Descriptions.Item label={t('review.amount')}>
        <span data-testid="withdraw-review-amount">{amount(review.amount)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('review.fee')}>
        <span data-testid="withdraw-review-fee">{amount(review.fee)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('review.total')}>
        <span data-testid="withdraw-review-total">{amount(review.total)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('review.receive')}>
        <span data-testid="withdraw-review-receive">{amount(review.receive)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('review.arrival')}>{t('review.arrivalMinutes', { count: review.arrivalMinutes })}</Descriptions.Item>
    </Descriptions>
  );
});

/** The email code: its field, "Send code" / "Resend in N s", and why it could not be sent. */
const EmailCodeField = observer(function EmailCodeField({ store }: { store: WithdrawChallengeStore }) {
  const { t } = useTranslation('withdraw');
  const refusal = store.refusal?.field === 'emailCode' ? store.refusal : undefined;
  const problem = store.emailProblem;
  return (
    <>
      <label>
        <Typography.Text>{t('challenge.emailCode')}</Typography.Text>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            value={store.emailCode}
            onChange={(e) => store.setEmailCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            onPressEnter={() => store.confirm()}
            data-testid="withdraw-challenge-email-code"
            status={refusal ? 'error' : undefined}
            aria-invalid={refusal ? true : undefined}
          />
          <Button
            onClick={() => void store.sendEmailCode()}
            disabled={store.resendIn > 0}
            loading={store.emailSending}
            data-testid="withdraw-challenge-email-send"
          >
            {store.resendIn > 0
              ? t('challenge.resendIn', { seconds: store.resendIn })
              : store.emailSent
                ? t('challenge.resend')
                : t('challenge.sendCode')}
          </Button>
        </Space.Compact>
      </label>
      {store.emailSent && !refusal && (
        <Typography.Text type="secondary" data-testid="withdraw-challenge-email-sent">
          {t('challenge.emailSent')}
        </Typography.Text>
      )}
      {problem && (
        <Typography.Text type="danger" role="alert" data-testid="withdraw-challenge-email-problem">
          {problem.kind === 'tooSoon' ? t('challenge.emailTooSoon', { seconds: problem.seconds }) : t('challenge.emailFailed')}
        </Typography.Text>
      )}
      {refusal && (
        <Typography.Text type="danger" role="alert" data-testid="withdraw-challenge-email-code-problem">
          {challengeMessage(t, refusal)}
        </Typography.Text>
      )}
    </>
  );
});

/** The withdrawal's confirmation: the review, then the email code, the withdraw password and / or the authenticator's code. */
export const WithdrawChallengeModal = observer(function WithdrawChallengeModal() {
  const { t, i18n } = useTranslation('withdraw');
  const store = useInjection(WithdrawChallengeStore);
  const ask = store.ask;
  const refusal = store.refusal;
  const reviewing = store.stage === 'review';
  const codeRefusal = refusal && refusal.field !== 'password' && refusal.field !== 'emailCode' ? refusal : undefined;
  return (
    <Modal
      open={ask !== undefined}
      title={reviewing ? t('review.title') : t('challenge.title')}
      okText={reviewing ? t('review.next') : t('challenge.confirm')}
      cancelText={t('challenge.cancel')}
      onOk={() => (reviewing ? store.next() : store.confirm())}
      onCancel={() => store.cancel()}
      confirmLoading={store.checking}
      okButtonProps={{ disabled: !reviewing && !store.complete, ...testId(reviewing ? 'withdraw-review-next' : 'withdraw-challenge-ok') }}
      destroyOnHidden
      data-testid="withdraw-challenge"
    >
      {ask && reviewing && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {ask.review ? (
            <ReviewList review={ask.review} />
          ) : (
            <Typography.Text>
              {t('challenge.summary', {
                amount: formatExact(i18n.language, ask.request.amount),
                token: ask.request.token,
                address: ask.request.address,
              })}
            </Typography.Text>
          )}
          <Alert type="warning" showIcon title={t('review.warning')} />
        </Space>
      )}
      {ask && !reviewing && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t('challenge.summary', {
              amount: formatExact(i18n.language, ask.request.amount),
              token: ask.request.token,
              address: ask.request.address,
            })}
          </Typography.Text>
          <EmailCodeField store={store} />
          {ask.password && (
            <label>
              <Typography.Text>{t('challenge.password')}</Typography.Text>
              <Input.Password
                value={store.password}
                onChange={(e) => store.setPassword(e.target.value)}
                autoComplete="current-password"
                data-testid="withdraw-challenge-password"
                status={refusal?.field === 'password' ? 'error' : undefined}
                aria-invalid={refusal?.field === 'password' ? true : undefined}
              />
            </label>
          )}
          {refusal?.field === 'password' && (
            <Typography.Text type="danger" role="alert" data-testid="withdraw-challenge-password-problem">
              {challengeMessage(t, refusal)}
            </Typography.Text>
          )}
          {ask.code && (
            <label>
              <Typography.Text>{t('challenge.code')}</Typography.Text>
              <Input
                value={store.code}
                onChange={(e) => store.setCode(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                onPressEnter={() => store.confirm()}
                data-testid="withdraw-challenge-code"
                status={codeRefusal ? 'error' : undefined}
                aria-invalid={codeRefusal ? true : undefined}
              />
            </label>
          )}
          {codeRefusal && (
            <Typography.Text type="danger" role="alert" data-testid="withdraw-challenge-code-problem">
              {challengeMessage(t, codeRefusal)}
            </Typography.Text>
          )}
        </Space>
      )}
    </Modal>
  );
});
