import { PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  hotApi,
  hotKeys,
  hotMachine,
  type HotPositionView,
  PositionFields,
  type PositionFormValues,
  PostCell,
  RefreshButton,
  toFormValues,
  toPositionInput,
  useHotConfig,
} from '../../features/hot-content';
import { FormDrawer } from '../../shared/components/form-drawer';
import { ListPage } from '../../shared/components/list-page/list-page';
import type { RowAction } from '../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../shared/components/permission-gate';
import { StatusTag } from '../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../shared/hooks/use-create-edit';
import { editAction } from '../../shared/components/list-page/edit-delete-actions';

const ACTION = (name: string) => `/hot-content-operate/set-up:${name}`;
const stateOf = (row: HotPositionView) => row.status;

/** Hot positions to be displayed and displaying: set up, edited, cleared; the hot list refreshed. */
export default function HotPositionSetUpScreen() {
  const { t } = useTranslation(['hot', 'kit']);
  const config = useHotConfig();
  // Unknown until the settings arrive: no number to filter by, and the form leaves the bound to the mock.
  const positionCount = config.data?.positionCount;

  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<HotPositionView, PositionFormValues>({
    create: (values) => hotApi.create(toPositionInput(values)),
    update: (row, values) => hotApi.update(row.id, toPositionInput(values)),
    queryKey: hotKeys.positions,
  });

  const rowActions: RowAction<HotPositionView>[] = [
    editAction(t, { permission: ACTION('edit'), available: hotMachine.offers('edit', stateOf), run: startEdit }),
    {
      key: 'clear',
      label: t('position.clear'),
      permission: ACTION('clear'),
      danger: true,
      available: hotMachine.offers('clear', stateOf),
      confirm: t('position.confirmClear'),
      success: t('position.cleared'),
      run: (row) => hotApi.clear(row.id),
    },
  ];

  return (
    <>
      <ListPage<HotPositionView>
        title={t('setUp.title')}
        queryKey={hotKeys.positions}
        fetchPage={hotApi.positions}
        rowKey="id"
        filters={[
          {
            name: 'number',
            label: t('position.number'),
            options: Array.from({ length: positionCount ?? 0 }, (_, index) => ({
              label: String(index + 1),
              value: String(index + 1),
            })),
          },
          {
            name: 'status',
            label: t('position.status'),
            options: (['toBeDisplayed', 'displaying'] as const).map((status) => ({
              label: t(`status.${status}`),
              value: status,
            })),
          },
        ]}
        toolbar={
          <Space wrap>
            <RefreshButton />
            <PermissionGate action={ACTION('create')}>
              <Button type="primary" icon={<PlusOutlined />} onClick={startCreate} disabled={!config.data}>
                {t('setUp.create')}
              </Button>
            </PermissionGate>
          </Space>
        }
        columns={[
          { title: t('position.number'), dataIndex: 'number', key: 'number', sorter: true },
          {
            title: t('position.post'),
            key: 'post',
            render: (_: unknown, row: HotPositionView) => <PostCell post={row.post} postId={row.postId} />,
          },
          { title: t('position.minUv'), dataIndex: 'minUv', key: 'minUv' },
          { title: t('position.minLikes'), dataIndex: 'minLikes', key: 'minLikes' },
          { title: t('position.minComments'), dataIndex: 'minComments', key: 'minComments' },
          {
            title: t('position.window'),
            key: 'startAt',
            sorter: true,
            render: (_: unknown, row: HotPositionView) =>
              `${dayjs(row.startAt).format('YYYY-MM-DD HH:mm')} – ${dayjs(row.endAt).format('YYYY-MM-DD HH:mm')}`,
          },
          {
            title: t('position.status'),
            key: 'status',
            render: (_: unknown, row: HotPositionView) => <StatusTag machine={hotMachine} state={row.status} />,
          },
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<PositionFormValues>
        open={editing !== null}
        title={edited ? t('setUp.editTitle', { number: edited.number }) : t('setUp.create')}
        initialValues={edited ? toFormValues(edited) : { minUv: 0, minLikes: 0, minComments: 0 }}
        onSubmit={save}
        onClose={close}
      >
        <PositionFields positionCount={positionCount} />
      </FormDrawer>
    </>
  );
}
