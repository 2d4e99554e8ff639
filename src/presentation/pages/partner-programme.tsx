import { Col, Row, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PartnerKind } from '../../domain/partners/partner-application';
import { PartnerForm } from '../partners/partner-form';
import { AntdFeatureGrid, AntdSiteHero } from '../site/antd-site';
import { usePageMeta } from '../site/use-page-meta';
import { PageSection } from './page-section';

const SECTIONS = {
  broker: { ns: 'brokers', terms: ['share', 'api', 'manager'] },
  marketMaker: { ns: 'marketMakers', terms: ['rebates', 'infra', 'obligations'] },
} as const;

/** Brokers and designated market makers: the programme terms, then the application form (antd throughout). */
export function PartnerProgrammePage({ kind }: { kind: PartnerKind }) {
  const { t } = useTranslation('site');
  const { token } = theme.useToken();
  const { ns, terms } = SECTIONS[kind];
  usePageMeta({ title: t(`meta.${ns}.title`), description: t(`meta.${ns}.description`) });
  return (
    <PageSection>
      <AntdSiteHero title={t(`${ns}.heading`)} intro={t(`${ns}.intro`)} />
      <AntdFeatureGrid
        title={t(`${ns}.termsTitle`)}
        items={terms.map((k) => ({ key: k, title: t(`${ns}.terms.${k}.title`), text: t(`${ns}.terms.${k}.text`) }))}
      />
      <Row style={{ marginBlock: token.marginXL }}>
        <Col xs={24} xl={{ span: 20, offset: 2 }}>
          <PartnerForm kind={kind} title={t(`${ns}.formTitle`)} />
        </Col>
      </Row>
    </PageSection>
  );
}
