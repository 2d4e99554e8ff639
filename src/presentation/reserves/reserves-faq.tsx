import { useTranslation } from 'react-i18next';
import { Card } from '../ui/surface';
import './reserves.css';

const QUESTIONS = ['reserveRatio', 'custodyRatio', 'thirdParty', 'accuracy', 'completeness', 'proves', 'notProves'] as const;

/** The questions people ask about proof of reserves, as native disclosures (no script needed to open them). */
export function ReservesFaq() {
  const { t } = useTranslation('reserves');
  return (
    <Card className="por-faq" data-testid="reserves-faq">
      <h2 className="por-card-title">{t('faq.title')}</h2>
      {QUESTIONS.map((q) => (
        <details key={q} className="por-faq__item">
          <summary>{t(`faq.${q}.q`)}</summary>
          <p>{t(`faq.${q}.a`)}</p>
        </details>
      ))}
    </Card>
  );
}
