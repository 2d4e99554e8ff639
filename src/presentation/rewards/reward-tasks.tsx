import { Button, Card, Empty, Flex, Progress, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { RewardTask } from '../../application/rewards/ports/rewards-api.port';
import { formatExact } from '../../domain/shared/amount-format';
import { RewardCountdown } from './reward-countdown';
import type { RewardCenterStore } from './reward-center.store';

const STATUS_COLOR = { IN_PROGRESS: 'processing', CLAIMABLE: 'success', CLAIMED: 'default', EXPIRED: 'error' } as const;

const TaskCard = observer(function TaskCard({ store, task }: { store: RewardCenterStore; task: RewardTask }) {
  const { t, i18n } = useTranslation('rewards');
  // in the language's separators: "10,000" in English, "10.000" in Vietnamese
  const figure = (value: string) => formatExact(i18n.language, value);
  return (
    <Card size="small" style={{ flex: '1 1 280px', minWidth: 0 }} data-testid={`reward-task-${task.kind}`}>
      <Flex vertical gap={8}>
        <Flex justify="space-between" gap={8} wrap>
          <Typography.Text strong>{t(`tasks.${task.kind}.title`)}</Typography.Text>
          <Tag color={STATUS_COLOR[task.status]}>{t(`taskStatus.${task.status}`)}</Tag>
        </Flex>
        <Typography.Text type="secondary">{t(`tasks.${task.kind}.text`, { target: figure(task.target) })}</Typography.Text>
        <Progress
          percent={task.percent}
          size="small"
          format={() => `${figure(task.progress)} / ${figure(task.target)}${task.kind === 'TRADE_VOLUME' ? ' USDT' : ''}`}
        />
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text strong data-testid={`reward-task-amount-${task.kind}`}>
            {t('reward', { amount: figure(task.amount), token: task.token })}
          </Typography.Text>
          {task.status === 'CLAIMABLE' && (
            <Button
              type="primary"
              size="small"
              loading={store.busy === `task:${task.kind}`}
              disabled={store.busy !== undefined}
              onClick={() => void store.claimTask(task.kind)}
              data-testid={`reward-task-claim-${task.kind}`}
            >
              {t('claim')}
            </Button>
          )}
        </Flex>
        {task.status === 'CLAIMABLE' && task.claimBy !== undefined && <RewardCountdown until={task.claimBy} label="claimLeft" />}
      </Flex>
    </Card>
  );
});

/** The tasks: what each asks, the member's progress, the reward and its claim (before the countdown ends). */
export const RewardTasks = observer(function RewardTasks({ store }: { store: RewardCenterStore }) {
  const { t } = useTranslation('rewards');
  if (store.tasks.status !== 'success')
    return <Card loading={store.tasks.status !== 'error'}>{store.tasks.status === 'error' && <Empty description={t('failed')} />}</Card>;
  return (
    <Flex gap={12} wrap>
      {store.tasks.value.map((task) => (
        <TaskCard key={task.kind} store={store} task={task} />
      ))}
    </Flex>
  );
});
