import { Button, Form, Input, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ReferralCode } from '../../application/referral/ports/referral-api.port';
import { MAX_NOTE_LENGTH, REFERRAL_SPLITS, type ReferralSplit } from '../../domain/referral/referral';
import type { CodeFormOutcome, ReferralStore } from './referral.store';

interface Values {
  code: string;
  split: ReferralSplit;
  note: string;
}

/** The split as "You 85 % · Friend 15 %". */
export function splitLabel(t: TFunction<'campaigns'>, split: ReferralSplit): string {
  const [you, friend] = split.split('/');
  return t('referral.splitLabel', { you, friend });
}

/** Creates a code (typed or proposed by the exchange) or edits one's split and note. */
export function ReferralCodeForm({
  store,
  editing,
  open,
  onClose,
}: {
  store: ReferralStore;
  editing?: ReferralCode;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('campaigns');
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) form.setFieldsValue({ code: editing?.code ?? '', split: editing?.split ?? '100/0', note: editing?.note ?? '' });
  }, [open, editing, form]);

  const submit = async (v: Values) => {
    setBusy(true);
    const outcome: CodeFormOutcome = editing
      ? await store.edit(editing.id, { split: v.split, note: v.note ?? '' })
      : await store.create({ code: v.code ?? '', split: v.split, note: v.note ?? '' });
    setBusy(false);
    if (outcome.ok) return onClose();
    const problem = outcome.problem;
    const text =
      'key' in problem ? t(`referral.problems.${problem.key}`, { max: MAX_NOTE_LENGTH }) : t(problem.refusal.key, problem.refusal.values);
    form.setFields([{ name: 'key' in problem && problem.key === 'note' ? 'note' : 'code', errors: [text] }]);
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      destroyOnHidden
      title={editing ? t('referral.editTitle', { code: editing.code }) : t('referral.createTitle')}
      okText={t('referral.save')}
      cancelText={t('referral.cancel')}
      okButtonProps={{ loading: busy, ...{ 'data-testid': 'referral-form-save' } }}
      onOk={() => form.submit()}
    >
      <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={(v) => void submit(v)} data-testid="referral-form">
        {!editing && (
          <Form.Item label={t('referral.code')} extra={t('referral.codeHint')}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle>
                <Input
                  maxLength={15}
                  style={{ textTransform: 'uppercase' }}
                  placeholder={t('referral.codePlaceholder')}
                  data-testid="referral-form-code"
                />
              </Form.Item>
              <Button
                onClick={() => void store.proposeCode().then((code) => form.setFieldsValue({ code }))}
                data-testid="referral-form-generate"
              >
                {t('referral.generate')}
              </Button>
            </Space.Compact>
          </Form.Item>
        )}
        <Form.Item name="split" label={t('referral.split')} extra={t('referral.splitHint')}>
          <Select options={REFERRAL_SPLITS.map((s) => ({ value: s, label: splitLabel(t, s) }))} data-testid="referral-form-split" />
        </Form.Item>
        <Form.Item name="note" label={t('referral.note')}>
          <Input maxLength={MAX_NOTE_LENGTH} showCount data-testid="referral-form-note" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
