import { Card, Collapse, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['reserveRatio', 'custodyRatio', 'thirdParty', 'accuracy', 'completeness', 'proves', 'notProves'] as const;

/** The questions people ask about proof of reserves. */
export function ReservesFaq() {
  const { t } = useTranslation('reserves');
  return (
    <Card title={t('faq.title')}>
      <Collapse ghost items={QUESTIONS.map((q) => ({
        key: q,
        label: t(`faq.${q}.q`),
        children: <Typography.Paragraph style={{ marginBottom: 0 }}>{t(`faq.${q}.a`)}</Typography.Paragraph>,
      }))} />
    </Card>
  );
}
