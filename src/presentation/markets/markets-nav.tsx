import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../shared/navigation';

const PATHS = { markets: '/markets', funding: '/markets/funding-rate', movers: '/markets/market-movers' } as const;

/** The three markets pages as tabs. */
export function MarketsNav({ active }: { active: keyof typeof PATHS }) {
  const { t } = useTranslation('markets');
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => navigate(PATHS[key as keyof typeof PATHS])}
      items={(Object.keys(PATHS) as (keyof typeof PATHS)[]).map((key) => ({ key, label: t(`nav.${key}`) }))}
      style={{ marginBottom: 0 }}
    />
  );
}
