import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Form, Image, InputNumber } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ImageUpload } from '../../../shared/components/image-upload/image-upload';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { problemRule } from '../../../shared/utils/problem-rule';
import { ossApi } from '../../../shared/uploads/uploads-api';
import { LangTags } from '../../../shared/components/lang-fields/lang-tags';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { conditionApi, conditionKeys, ConditionSelect } from '../../task-conditions';
import { medalApi, medalKeys } from '../api';
import { MEDAL_LIMITS, medalMachine, medalProblems } from '../rules';
import {
  KIND_RULES,
  MEDAL_SCREENS,
  type MedalItem,
  type MedalItemInput,
  type MedalKind,
  type MedalStatus,
} from '../types';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedColumn } from '../../../shared/components/list-page/audit-columns';

const stateOf = (row: MedalItem): MedalStatus => row.status;

/** The kind's own number fields (what each kind carries besides image, names and condition). */
function KindFields({ kind, rule }: { kind: MedalKind; rule: (field: string) => ReturnType<typeof problemRule> }) {
  const { t } = useTranslation('medals');
  if (kind === 'headFrame')
    return (
      <Form.Item
        name="validDays"
        label={t('items.validDays')}
        extra={t('items.validDaysHint')}
        required
        rules={[rule('validDays')]}
      >
        <InputNumber min={0} max={MEDAL_LIMITS.validDaysMax} precision={0} />
      </Form.Item>
    );
  if (kind === 'easterEgg')
    return (
      <Form.Item
        name="points"
        label={t('items.reward')}
        extra={t('items.rewardHint')}
        required
        rules={[rule('points')]}
      >
        <InputNumber min={0} max={MEDAL_LIMITS.rewardMax} precision={0} />
      </Form.Item>
    );
  if (kind === 'mallItem')
    return (
      <>
        <Form.Item name="points" label={t('items.price')} required rules={[rule('points')]}>
          <InputNumber min={1} max={MEDAL_LIMITS.priceMax} precision={0} />
        </Form.Item>
        <Form.Item name="stock" label={t('items.stock')} extra={t('items.stockHint')} required rules={[rule('stock')]}>
          <InputNumber min={0} max={MEDAL_LIMITS.stockMax} precision={0} />
        </Form.Item>
        <Form.Item
          name="perUserLimit"
          label={t('items.perUserLimit')}
          required
          dependencies={['stock']}
          rules={[rule('perUserLimit')]}
        >
          <InputNumber min={1} max={MEDAL_LIMITS.perUserMax} precision={0} />
        </Form.Item>
      </>
    );
  return null;
}

const NEW_VALUES: Record<MedalKind, Partial<MedalItemInput>> = {
  medal: { names: {}, condition: null },
  headFrame: { names: {}, condition: null, validDays: 30 },
  easterEgg: { names: {}, condition: null, points: 0 },
  mallItem: { names: {}, condition: null, points: 100, stock: 0, perUserLimit: 1 },
};

/**
 * One kind of reward of medal-manage (medals, avatar frames, easter eggs, the points mall): image of the
 * kind's exact size checked before upload, name and description per content language, the task condition
 * that earns it (by name, from task-system/task-conditions), the kind's numbers, and listing status. Items
 * start delisted; only a delisted item is deleted; the mock refuses listing a mall item out of stock.
 */
export function MedalItemsScreen({ kind }: { kind: MedalKind }) {
  const { t, i18n } = useTranslation(['medals', 'kit']);
  const queryClient = useQueryClient();
  const { modal } = App.useApp();
  const action = (name: string) => `${MEDAL_SCREENS[kind]}:${name}`;
  const queryKey = medalKeys.all(kind);
  const { width, height, maxBytes, conditionRequired } = KIND_RULES[kind];
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<MedalItem, MedalItemInput>({
    create: (values) => medalApi.create(kind, values),
    update: (row, values) => medalApi.update(kind, row.id, values),
    queryKey,
  });
  const rule = (field: string) =>
    problemRule('medals', field, (values: MedalItemInput) => medalProblems(kind, values), t);
  const name = (row: MedalItem) => displayName(row.names, i18n.language);
  const noun = t(`items.kinds.${kind}.noun`);
  // Where a condition is used changes with every save here: the conditions screen reloads it.
  const saveAndForget = async (values: MedalItemInput) => {
    await save(values);
    void queryClient.invalidateQueries({ queryKey: conditionKeys.all });
  };

  // Listing reaches app users at once: the confirmation says how many meet the item's condition now.
  const listWithReach = async (row: MedalItem) => {
    const reach = await conditionApi.reach(row.condition);
    const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
    await new Promise<void>((resolve, reject) => {
      modal.confirm({
        title: t('items.confirmList', { noun }),
        content: row.condition
          ? t('items.reachOf', { users: count(reach.users), total: count(reach.total), condition: row.condition })
          : t('items.reachAll', { total: count(reach.total) }),
        okText: t('items.list'),
        cancelText: t('common:cancel'),
        // The dialog closes either way; a refusal (shown by the request layer) rejects the action.
        onOk: () => medalApi.list(kind, row.id).then(() => resolve(), reject),
        onCancel: () => reject(new Error('cancelled')),
      });
    });
  };

  const rowActions: RowAction<MedalItem>[] = [
    editAction(t, { permission: action('edit'), run: startEdit }),
    {
      key: 'list',
      label: t('items.list'),
      permission: action('listing'),
      available: medalMachine.offers('list', stateOf),
      success: t('items.listed'),
      run: listWithReach,
    },
    {
      key: 'delist',
      label: t('items.delist'),
      permission: action('listing'),
      available: medalMachine.offers('delist', stateOf),
      confirm: t('items.confirmDelist', { noun }),
      success: t('items.delisted'),
      run: (row) => medalApi.delist(kind, row.id),
    },
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('items.confirmDelete', { noun }),
      available: medalMachine.offers('delete', stateOf),
      run: async (row) => {
        await medalApi.remove(kind, row.id);
        void queryClient.invalidateQueries({ queryKey: conditionKeys.all });
      },
    }),
  ];

  const kindColumns =
    kind === 'headFrame'
      ? [
          {
            title: t('items.validDays'),
            dataIndex: 'validDays',
            key: 'validDays',
            render: (days: number | null) => (days ? String(days) : t('items.forGood')),
          },
        ]
      : kind === 'easterEgg'
        ? [{ title: t('items.reward'), dataIndex: 'points', key: 'points' }]
        : kind === 'mallItem'
          ? [
              { title: t('items.price'), dataIndex: 'points', key: 'points' },
              { title: t('items.stock'), dataIndex: 'stock', key: 'stock' },
              { title: t('items.perUserLimit'), dataIndex: 'perUserLimit', key: 'perUserLimit' },
            ]
          : [];

  return (
    <>
      <ListPage<MedalItem>
        title={t(`items.kinds.${kind}.title`)}
        queryKey={queryKey}
        fetchPage={(params, options) => medalApi.page(kind, params, options)}
        rowKey="id"
        filters={[
          { name: 'name', label: t('items.name') },
          { name: 'condition', label: t('items.condition') },
          {
            name: 'status',
            label: t('items.statusLabel'),
            options: (['listed', 'delisted'] as const).map((status) => ({
              label: t(`items.status.${status}`),
              value: status,
            })),
          },
        ]}
        toolbar={
          <PermissionGate action={action('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t(`items.kinds.${kind}.create`)}
            </Button>
          </PermissionGate>
        }
        columns={[
          {
            title: t('items.image'),
            dataIndex: 'image',
            key: 'image',
            render: (src: string, row) => <Image src={src} width={56} alt={t('items.imageOf', { name: name(row) })} />,
          },
          {
            title: t('items.name'),
            key: 'name',
            render: (_: unknown, row) => <UserText>{name(row)}</UserText>,
          },
          {
            title: t('items.languages'),
            key: 'languages',
            render: (_: unknown, row) => <LangTags texts={row.names} field="name" />,
          },
          {
            title: t('items.condition'),
            dataIndex: 'condition',
            key: 'condition',
            render: (condition: string | null) =>
              condition ? <UserText>{condition}</UserText> : t('items.noCondition'),
          },
          ...kindColumns,
          {
            title: t('items.statusLabel'),
            dataIndex: 'status',
            key: 'status',
            render: (status: MedalStatus) => <StatusTag machine={medalMachine} state={status} />,
          },
          updatedColumn(t('items.updated')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<MedalItemInput>
        open={editing !== null}
        width={640}
        title={edited ? t(`items.kinds.${kind}.editTitle`) : t(`items.kinds.${kind}.create`)}
        initialValues={
          edited
            ? {
                names: edited.names,
                image: edited.image,
                condition: edited.condition,
                validDays: edited.validDays,
                points: edited.points,
                stock: edited.stock,
                perUserLimit: edited.perUserLimit,
              }
            : NEW_VALUES[kind]
        }
        onSubmit={saveAndForget}
        onClose={close}
      >
        <Form.Item
          name="image"
          label={t('items.image')}
          extra={t(`items.kinds.${kind}.imageHint`)}
          required
          rules={[rule('image')]}
        >
          <ImageUpload upload={ossApi.upload} exactSize={{ width, height }} maxBytes={maxBytes} />
        </Form.Item>
        <Form.Item
          name="condition"
          label={t('items.condition')}
          extra={t(conditionRequired ? `items.kinds.${kind}.conditionHint` : `items.kinds.${kind}.conditionOptional`)}
          required={conditionRequired}
          rules={[rule('condition')]}
        >
          <ConditionSelect allowClear={!conditionRequired} />
        </Form.Item>
        <KindFields kind={kind} rule={rule} />
        <LangFields
          name="names"
          fields={[
            { key: 'name', label: t('items.name'), maxLength: MEDAL_LIMITS.nameMax },
            {
              key: 'description',
              label: t('items.description'),
              multiline: true,
              maxLength: MEDAL_LIMITS.descriptionMax,
            },
          ]}
          requireOneComplete={['name']}
          requireOneCompleteMessage={t('rules.itemNameRequired')}
        />
      </FormDrawer>
    </>
  );
}
