import { Select, Table, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AdminAuditEntry } from '../../domain/market-admin/market-admin';
import { adminValueText, callLabelKey } from './admin-format';
import { AUDIT_PAGE_SIZE, type MarketAdminStore } from './market-admin.store';
import { intlLocale } from '../../domain/shared/locale';

/** The audit log, newest first, paged, filtered by symbol. */
export const AdminAuditTable = observer(function AdminAuditTable({ store }: { readonly store: MarketAdminStore }) {
  const { t, i18n } = useTranslation('admin');
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'short', timeStyle: 'medium' });
  return (
    <section data-testid="admin-audit">
      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {t('audit.title')}
      </Typography.Title>
      <Select
        allowClear
        placeholder={t('audit.allSymbols')}
        value={store.auditSymbol}
        onChange={(symbol: string | undefined) => void store.loadAudit(1, symbol)}
        options={store.symbols.map((s) => ({ value: s, label: s }))}
        style={{ minWidth: 200, marginBottom: 12 }}
        aria-label={t('audit.symbol')}
      />
      <Table<AdminAuditEntry>
        rowKey="id"
        size="small"
        dataSource={store.audit.rows as AdminAuditEntry[]}
        locale={{ emptyText: t('audit.empty') }}
        pagination={{
          current: store.audit.page,
          pageSize: AUDIT_PAGE_SIZE,
          total: store.audit.total,
          onChange: (page) => void store.loadAudit(page),
          showSizeChanger: false,
        }}
        onRow={() => ({ 'data-testid': 'admin-audit-row' }) as object}
        columns={[
          { key: 'time', title: t('audit.time'), render: (_, r) => time.format(r.timestamp) },
          { key: 'who', title: t('audit.who'), render: (_, r) => `${r.email ?? '—'} (${r.userId})` },
          { key: 'call', title: t('audit.call'), render: (_, r) => t(callLabelKey(r.call)) },
          { key: 'symbol', title: t('audit.symbol'), dataIndex: 'symbol' },
          { key: 'old', title: t('audit.old'), render: (_, r) => adminValueText(r.call, r.oldValue) },
          { key: 'new', title: t('audit.new'), render: (_, r) => adminValueText(r.call, r.newValue) },
        ]}
      />
    </section>
  );
});
