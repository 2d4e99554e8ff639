import { Alert, Button, Card, Flex, Input, Switch, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { coolNameProblem } from '../../domain/social/cool-name';
import { PROFILE_SETTINGS_KEYS, type ProfileSettings } from '../../domain/social/profile';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import type { ProfileStore } from './profile.store';
import { exchangeSentence } from '../shared/failure-text';

/** Your own profile: the cool name (3–20 letters, digits, `_`, unique) and what others may see. */
export const ProfileSettingsCard = observer(function ProfileSettingsCard({ store }: { store: ProfileStore }) {
  const { t, i18n } = useTranslation('social');
  const session = useInjection(SessionStore);
  const current = store.summary.status === 'success' ? store.summary.value.coolName : '';
  const [name, setName] = useState(session.coolName ?? '');
  const [draft, setDraft] = useState<ProfileSettings | undefined>(undefined);
  const saved = store.settings.status === 'success' ? store.settings.value : undefined;
  useEffect(() => setDraft(saved), [saved]);
  const problem = name.trim() === '' ? undefined : coolNameProblem(name);
  const notice = store.notice;
  const save = async () => {
    // the header shows the saved name at once (the exchange's answer); the 60 s cached read was dropped by the save
    const saved = await store.saveCoolName(name);
    if (saved) session.setCoolName(saved);
  };
  return (
    <Card size="small" title={t('settings.title')} data-testid="profile-settings">
      <Flex vertical gap={16}>
        <Flex vertical gap={4}>
          <Typography.Text id="cool-name-label">{t('coolName.label')}</Typography.Text>
          <Flex gap={8} wrap>
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={20}
              placeholder={current}
              aria-labelledby="cool-name-label"
              status={problem ? 'error' : undefined}
              data-testid="cool-name-input"
              style={{ maxWidth: 260 }}
              onPressEnter={() => void save()}
            />
            <Button
              type="primary"
              onClick={() => void save()}
              loading={store.busy}
              disabled={name.trim() === '' || problem !== undefined}
              data-testid="cool-name-save"
            >
              {t('coolName.save')}
            </Button>
          </Flex>
          <Typography.Text type={problem ? 'danger' : 'secondary'} data-testid="cool-name-hint">
            {t(problem ? `coolName.${problem}` : 'coolName.rule')}
          </Typography.Text>
        </Flex>
        {notice && (
          <Alert
            showIcon
            closable
            onClose={() => store.dismissNotice()}
            data-testid="profile-notice"
            type={notice.kind === 'saved' ? 'success' : 'error'}
            title={
              notice.kind === 'saved'
                ? t('saved')
                : notice.kind === 'refused'
                  ? exchangeSentence(t, i18n.language, notice.message)
                  : notice.kind === 'invalid'
                    ? t(`coolName.${notice.problem}`)
                    : t('loadFailed')
            }
          />
        )}
        <Flex vertical gap={8}>
          <Typography.Text strong>{t('settings.public')}</Typography.Text>
          {draft &&
            PROFILE_SETTINGS_KEYS.map((key) => (
              <Flex key={key} gap={8} align="center">
                <Switch
                  size="small"
                  checked={draft[key]}
                  onChange={(on) => setDraft({ ...draft, [key]: on })}
                  data-testid={`setting-${key}`}
                  aria-label={t(`settings.${key}`)}
                />
                <Typography.Text>{t(`settings.${key}`)}</Typography.Text>
              </Flex>
            ))}
          <Button
            onClick={() => draft && void store.saveSettings(draft)}
            disabled={!draft || draft === saved}
            loading={store.busy}
            data-testid="settings-save"
            style={{ alignSelf: 'start' }}
          >
            {t('settings.save')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
});
