import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Input, Space, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ExcelImport,
  type ImportColumn,
  type ImportOutcome,
  type ImportRow,
} from '../../../shared/components/excel-import/excel-import';
import { MAX_IMPORT_ROWS } from '../../../shared/components/excel-import/import-core';
import { useCan } from '../../../shared/hooks/use-permission';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { promotionApi, promotionKeys } from '../api';
import { LOGIN_PATTERN } from '../rules';
import { promotionMachine } from '../status';
import type { MessagePromotion } from '../types';

const SCREEN = '/content-recommend/message-promotion';
/** The import's header in every interface language, so a template saved in one is read in another. */
const LOGIN_HEADERS = ['User login', '用户账号', 'اسم دخول المستخدم', 'login'];

/**
 * A promotion's target users: how many, who (searchable), an Excel import that adds more (at most
 * 20,000 rows; the server adds the app users it knows and names per row the logins it refused) and
 * "remove all". Import and removal only while the promotion is to be sent.
 */
export function TargetsDrawer({ promotion, onClose }: { promotion: MessagePromotion | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['modecontent', 'kit']);
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const canImport = useCan(`${SCREEN}:import`);
  const canClear = useCan(`${SCREEN}:clear`);
  const id = promotion?.id ?? 0;
  const targets = useQuery({
    queryKey: promotionKeys.targets(id),
    queryFn: () => promotionApi.targets(id),
    enabled: promotion !== null,
  });
  const logins = useMemo(() => {
    const query = search.trim().toLowerCase();
    return (targets.data ?? []).filter((login) => !query || login.includes(query));
  }, [targets.data, search]);
  const open = promotion !== null;
  const editable = promotion ? promotionMachine.can('import', promotion.status) : false;

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: promotionKeys.targets(id) }),
      queryClient.invalidateQueries({ queryKey: promotionKeys.all, exact: false }),
    ]);

  const columns: ImportColumn[] = [
    {
      key: 'login',
      title: t('promotions.targets.login'),
      aliases: LOGIN_HEADERS,
      required: true,
      pattern: LOGIN_PATTERN,
      unique: true,
      example: 'lina_wu',
    },
  ];

  const importRows = async (rows: ImportRow[]): Promise<ImportOutcome> => {
    const result = await promotionApi.importTargets(
      id,
      rows.map((row) => row.values.login),
    );
    await refresh();
    message.success(t('promotions.targets.added', { count: result.added, total: result.total }));
    return {
      refused: result.refused.map((refusal) => ({
        row: rows[refusal.index]?.row ?? 0,
        column: t('promotions.targets.login'),
        message: t(`promotions.targets.refused.${refusal.code}`, { max: MAX_IMPORT_ROWS.toLocaleString() }),
      })),
    };
  };

  const clearAll = () =>
    modal.confirm({
      title: t('promotions.targets.confirmClear'),
      okText: t('promotions.targets.clear'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        await promotionApi.clearTargets(id);
        await refresh();
        message.success(t('kit:success.delete'));
      },
    });

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={560}
      title={
        promotion
          ? t('promotions.targets.title', { title: displayName(promotion.texts, i18n.language, 'title') })
          : undefined
      }
      destroyOnHidden
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Text aria-live="polite">
          {t('promotions.targets.count', { count: targets.data?.length ?? promotion?.targetCount ?? 0 })}
        </Typography.Text>
        {promotion && !editable && <Alert type="info" showIcon title={t('promotions.targets.locked')} />}
        {editable && (
          <Space wrap>
            {canImport && (
              <ExcelImport
                columns={columns}
                templateName={t('promotions.targets.template')}
                label={t('promotions.targets.import')}
                onImport={importRows}
              />
            )}
            {canClear && (
              <Button danger icon={<DeleteOutlined />} disabled={!targets.data?.length} onClick={clearAll}>
                {t('promotions.targets.clear')}
              </Button>
            )}
          </Space>
        )}
        <Input.Search
          allowClear
          aria-label={t('promotions.targets.search')}
          placeholder={t('promotions.targets.search')}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Table<{ login: string }>
          size="small"
          rowKey="login"
          loading={targets.isLoading}
          dataSource={logins.map((login) => ({ login }))}
          columns={[{ title: t('promotions.targets.login'), dataIndex: 'login', key: 'login' }]}
          pagination={{ pageSize: 10, showSizeChanger: false }}
          locale={{ emptyText: t('promotions.targets.none') }}
        />
      </Space>
    </Drawer>
  );
}
