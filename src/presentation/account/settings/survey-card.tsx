import { Button, Card, Flex, Input, Rate, Select, Typography, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SURVEY_MAX_COMMENT } from '../../../domain/account/account-settings';
import type { AccountSettingsStore } from './account-settings.store';
import { useOutcomeToast } from './settings-outcome';

/** The satisfaction survey (`satisfaction_survey_themes`, `save_satisfaction_survey`): a theme, 1–5 stars, a comment. */
export const SurveyCard = observer(function SurveyCard({ store }: { store: AccountSettingsStore }) {
  const { t } = useTranslation('account');
  const { token } = theme.useToken();
  const toast = useOutcomeToast();
  const open = store.surveyThemes.filter((s) => !s.answered);
  const [themeId, setThemeId] = useState<string | undefined>(undefined);
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const chosen = themeId ?? open[0]?.id;
  if (store.surveyThemes.length === 0) return null;
  return (
    <Card title={t('settings.survey')} data-testid="settings-survey">
      {open.length === 0 ? (
        <Typography.Text type="secondary">{t('settings.surveyDone')}</Typography.Text>
      ) : (
        <Flex vertical gap={token.marginSM}>
          <Select
            value={chosen}
            onChange={setThemeId}
            style={{ maxWidth: 320 }}
            aria-label={t('settings.surveyTheme')}
            options={open.map((s) => ({ value: s.id, label: t(`settings.surveyThemes.${s.id}`, { defaultValue: s.title }) }))}
          />
          <Rate value={score} onChange={setScore} aria-label={t('settings.surveyScore')} />
          <Input.TextArea
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            maxLength={SURVEY_MAX_COMMENT}
            showCount
            rows={2}
            placeholder={t('settings.surveyComment')}
          />
          <Button
            type="primary"
            style={{ alignSelf: 'flex-start' }}
            disabled={store.busy || score === 0 || !chosen}
            onClick={() =>
              chosen &&
              void store.saveSurvey({ themeId: chosen, score, comment }).then((o) => {
                toast(o);
                if (o.ok) {
                  setScore(0);
                  setComment('');
                  setThemeId(undefined);
                }
              })
            }
          >
            {t('settings.surveySend')}
          </Button>
        </Flex>
      )}
    </Card>
  );
});
