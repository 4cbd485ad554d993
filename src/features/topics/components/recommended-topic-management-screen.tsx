import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Space, Spin, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { QueryState } from '../../../shared/components/query-state';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { SortableList } from '../../../shared/components/sortable-list/sortable-list';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { useNow } from '../../../shared/hooks/use-now';
import { useCan } from '../../../shared/hooks/use-permission';
import { UserText } from '../../../shared/components/user-text';
import { recommendedTopicApi, topicKeys } from '../api';
import { useRecommendedTopics, useRecommendedTopicWrites } from '../queries';
import type { RecommendedTopicListItem } from '../types';
import { RecommendationFields, type RecommendationFormValues, toInput } from './recommendation-fields';

const ACTION = (name: string) => `/posts-manage/recommended-topic-management:${name}`;
const TIME = 'YYYY-MM-DD HH:mm';

type WindowState = 'scheduled' | 'active' | 'ended';
const windowState = (row: RecommendedTopicListItem, now: number): WindowState =>
  now < Date.parse(row.startTime) ? 'scheduled' : now < Date.parse(row.endTime) ? 'active' : 'ended';
const STATE_COLORS: Record<WindowState, string> = { scheduled: 'blue', active: 'green', ended: 'default' };

/** The recommended topics strip: which topics, when (a start and an end), and in which order (ranks). */
export function RecommendedTopicManagementScreen() {
  const { t } = useTranslation(['topics', 'kit', 'common']);
  const { message, modal } = App.useApp();
  const writes = useRecommendedTopicWrites();
  const now = useNow(60_000);
  const canSort = useCan(ACTION('sort'));
  const canEdit = useCan(ACTION('edit'));
  const canDelete = useCan(ACTION('delete'));
  const list = useRecommendedTopics();
  const [draft, setDraft] = useState<RecommendedTopicListItem[] | null>(null);
  const [savingOrder, setSavingOrder] = useState(false);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<
    RecommendedTopicListItem,
    RecommendationFormValues
  >({
    create: (values) => recommendedTopicApi.create(toInput(values)),
    update: (row, values) => recommendedTopicApi.update(row.id, toInput(values)),
    queryKey: topicKeys.recommended,
  });

  const items = draft ?? list.data ?? [];

  const saveOrder = async () => {
    if (!draft) return;
    setSavingOrder(true);
    try {
      await writes.order(draft.map((row) => row.id));
      setDraft(null);
      message.success(t('recommended.orderSaved'));
    } catch {
      // The request layer has said why; the new order stays on screen to try again or undo.
    } finally {
      setSavingOrder(false);
    }
  };

  const remove = (row: RecommendedTopicListItem) =>
    modal.confirm({
      title: t('recommended.confirmDelete', { name: row.topicName }),
      okText: t('common:delete'),
      okButtonProps: { danger: true },
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await writes.remove(row.id);
          message.success(t('kit:success.delete'));
          setDraft(null);
        } catch {
          // Shown by the request layer.
        }
      },
    });

  return (
    <Card
      title={<h1 className="screen-title">{t('recommended.title')}</h1>}
      extra={
        <Space wrap>
          {draft && (
            <>
              <Button onClick={() => setDraft(null)} disabled={savingOrder}>
                {t('recommended.undoOrder')}
              </Button>
              <Button type="primary" loading={savingOrder} onClick={() => void saveOrder()}>
                {t('recommended.saveOrder')}
              </Button>
            </>
          )}
          <PermissionGate action={ACTION('create')}>
            <Button
              type={draft ? 'default' : 'primary'}
              icon={<PlusOutlined />}
              onClick={startCreate}
              disabled={!!draft}
            >
              {t('recommended.add')}
            </Button>
          </PermissionGate>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        {canSort ? t('recommended.hint') : t('recommended.hintReadOnly')}
      </Typography.Paragraph>
      <QueryState query={list} loading={<Spin />} isEmpty={() => items.length === 0}>
        {() => (
          <SortableList<RecommendedTopicListItem>
            label={t('recommended.listLabel')}
            items={items}
            itemKey={(row) => row.id}
            itemName={(row) => row.topicName}
            disabled={!canSort || savingOrder}
            onChange={setDraft}
            renderItem={(row) => {
              const state = windowState(row, now);
              return (
                <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
                  <Space orientation="vertical" size={0}>
                    <span>
                      <UserText>{`#${row.topicName}`}</UserText> {!row.topicValid && <Tag>{t('invalid')}</Tag>}
                    </span>
                    <Typography.Text type="secondary">
                      <bdi>{dayjs(row.startTime).format(TIME)}</bdi> – <bdi>{dayjs(row.endTime).format(TIME)}</bdi>
                    </Typography.Text>
                  </Space>
                  <Space>
                    <Tag color={STATE_COLORS[state]}>{t(`recommended.states.${state}`)}</Tag>
                    {canEdit && (
                      <Button
                        size="small"
                        type="link"
                        disabled={!!draft}
                        aria-label={`${t('common:edit')} #${row.topicName}`}
                        onClick={() => startEdit(row)}
                      >
                        {t('common:edit')}
                      </Button>
                    )}
                    {canDelete && (
                      <Button
                        size="small"
                        type="link"
                        danger
                        disabled={!!draft}
                        aria-label={`${t('common:delete')} #${row.topicName}`}
                        onClick={() => remove(row)}
                      >
                        {t('common:delete')}
                      </Button>
                    )}
                  </Space>
                </Space>
              );
            }}
          />
        )}
      </QueryState>
      <FormDrawer<RecommendationFormValues>
        open={editing !== null}
        title={edited ? t('recommended.editTitle', { name: edited.topicName }) : t('recommended.add')}
        initialValues={
          edited ? { topicId: edited.topicId, window: [dayjs(edited.startTime), dayjs(edited.endTime)] } : {}
        }
        onSubmit={save}
        onClose={close}
      >
        <RecommendationFields />
      </FormDrawer>
    </Card>
  );
}
