import { App, Button, Card, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryApi, type MainCategory, useAllCategories, useRefreshClassify } from '../../features/content-classify';
import { QueryState } from '../../shared/components/query-state';
import { SortableList } from '../../shared/components/sortable-list/sortable-list';
import { useCan } from '../../shared/hooks/use-permission';
import { UserText } from '../../shared/components/user-text';

const SORT = '/content-classify/sort-by-main-category:sort';

/** The order of the main categories in the app: drag or move them, then save; the order is saved as weights. */
export default function SortByMainCategoryScreen() {
  const { t } = useTranslation(['classify', 'kit']);
  const { message } = App.useApp();
  const canSort = useCan(SORT);
  const list = useAllCategories();
  const refreshClassify = useRefreshClassify();
  const [draft, setDraft] = useState<MainCategory[] | null>(null);
  const [saving, setSaving] = useState(false);
  const items = draft ?? list.data ?? [];

  const saveOrder = async () => {
    if (!draft) return;
    setSaving(true);
    try {
      await categoryApi.order(draft.map((category) => category.id));
      await refreshClassify();
      setDraft(null);
      message.success(t('sort.saved'));
    } catch {
      // The request layer has said why; the order stays on screen to try again or undo.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card
      title={<h1 className="screen-title">{t('sort.title')}</h1>}
      extra={
        draft && (
          <Space>
            <Button onClick={() => setDraft(null)} disabled={saving}>
              {t('sort.undo')}
            </Button>
            <Button type="primary" loading={saving} onClick={() => void saveOrder()}>
              {t('sort.save')}
            </Button>
          </Space>
        )
      }
    >
      <Typography.Paragraph type="secondary">{canSort ? t('sort.hint') : t('sort.hintReadOnly')}</Typography.Paragraph>
      <QueryState query={list} loading={<Spin />} isEmpty={() => items.length === 0}>
        {() => (
          <SortableList<MainCategory>
            label={t('sort.listLabel')}
            items={items}
            itemKey={(category) => category.id}
            itemName={(category) => category.name}
            disabled={!canSort || saving}
            onChange={setDraft}
            renderItem={(category) => (
              <Space style={{ justifyContent: 'space-between', width: '100%' }}>
                <UserText>{category.name}</UserText>
                <Typography.Text type="secondary">{t('sort.weight', { weight: category.weight })}</Typography.Text>
              </Space>
            )}
          />
        )}
      </QueryState>
    </Card>
  );
}
