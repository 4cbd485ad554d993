import { OrderedListOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Image, Modal, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ImageUpload } from '../../../shared/components/image-upload/image-upload';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { QueryState } from '../../../shared/components/query-state';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { SortableList } from '../../../shared/components/sortable-list/sortable-list';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { formatFileSize } from '../../../shared/utils/file-size';
import { problemRule } from '../../../shared/utils/problem-rule';
import { ossApi } from '../../../shared/uploads/uploads-api';
import { LangTags } from '../../../shared/components/lang-fields/lang-tags';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { beautyApi, beautyKeys } from '../api';
import { BEAUTY_LIMITS, beautyMachine, beautyProblems } from '../rules';
import {
  ASSET_TYPES,
  BEAUTY_SCREENS,
  BEAUTY_STATUSES,
  ICON_SIZE,
  type AssetType,
  type BeautyInput,
  type BeautyItem,
  type BeautyKind,
  type BeautyNames,
  type BeautyStatus,
  type StoredPackage,
} from '../types';
import { PackageUpload } from './package-upload';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedByColumn } from '../../../shared/components/list-page/audit-columns';

interface BeautyForm {
  names: BeautyNames;
  icon?: string;
  assetType: AssetType;
  assetImage?: string;
  assetPackage?: StoredPackage;
}

const fileNameOf = (url: string) => decodeURIComponent(url.split('?')[0].split('/').pop() ?? '');

const toInput = (values: BeautyForm): BeautyInput => {
  const { names, icon, assetType, assetImage, assetPackage } = values;
  let asset: BeautyInput['asset'] = null;
  if (assetType === 'image' && assetImage)
    asset = { type: 'image', url: assetImage, name: fileNameOf(assetImage), size: 0 };
  if (assetType === 'package' && assetPackage) asset = { type: 'package', ...assetPackage };
  return { names: names ?? {}, icon: icon ?? '', asset };
};
const checkForm = (values: BeautyForm) => beautyProblems(toInput(values));
const stateOf = (row: BeautyItem): BeautyStatus => row.status;

const toForm = (row: BeautyItem): BeautyForm => ({
  names: row.names,
  icon: row.icon,
  assetType: row.asset?.type ?? 'image',
  assetImage: row.asset?.type === 'image' ? row.asset.url : undefined,
  assetPackage: row.asset?.type === 'package' ? row.asset : undefined,
});

/** The tray order: every effect of the kind, moved with the kit's SortableList and saved at once. */
function ReorderDialog({ kind, open, onClose }: { kind: BeautyKind; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['beauty', 'kit']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<BeautyItem[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const all = useQuery({
    queryKey: [...beautyKeys.all(kind), 'order'],
    queryFn: () => beautyApi.page(kind, { current: 1, size: 1000 }).then((page) => page.records),
    enabled: open,
  });
  const items = order ?? all.data ?? [];
  const close = () => {
    setOrder(null);
    setError('');
    onClose();
  };
  const save = async () => {
    setSaving(true);
    setError('');
    try {
      await beautyApi.order(
        kind,
        items.map((item) => item.id),
      );
      message.success(t('kit:success.operation'));
      await queryClient.invalidateQueries({ queryKey: beautyKeys.all(kind) });
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('reorder.title')}
      okText={t('kit:save')}
      cancelText={t('common:cancel')}
      onOk={() => void save()}
      onCancel={close}
      okButtonProps={{ loading: saving, disabled: !order }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('reorder.hint')}</Typography.Paragraph>
      <QueryState query={all}>
        <SortableList
          items={items}
          itemKey={(item) => item.id}
          itemName={(item) => displayName(item.names, i18n.language)}
          label={t('reorder.label')}
          onChange={setOrder}
          disabled={saving}
          renderItem={(item) => (
            <Space>
              <img src={item.icon} alt="" width={28} height={28} />
              <UserText>{displayName(item.names, i18n.language)}</UserText>
              <StatusTag machine={beautyMachine} state={item.status} />
            </Space>
          )}
        />
      </QueryState>
      {error && (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      )}
    </Modal>
  );
}

/**
 * Camera stickers or styles: names per language, a square tray icon, the effect as an image or an effect
 * package, the tray order and the listing. A new effect starts delisted; only a delisted one is deleted.
 */
export function BeautyScreen({ kind }: { kind: BeautyKind }) {
  const { t, i18n } = useTranslation(['beauty', 'kit']);
  const screen = BEAUTY_SCREENS[kind];
  const action = (name: string) => `${screen}:${name}`;
  const queryKey = beautyKeys.all(kind);
  const [reordering, setReordering] = useState(false);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<BeautyItem, BeautyForm>({
    create: (values) => beautyApi.create(kind, toInput(values)),
    update: (row, values) => beautyApi.update(kind, row.id, toInput(values)),
    queryKey,
  });
  const rule = (field: string) => problemRule('beauty', field, checkForm, t);
  const nameOf = (row: BeautyItem) => displayName(row.names, i18n.language);

  const rowActions: RowAction<BeautyItem>[] = [
    editAction(t, { permission: action('edit'), run: startEdit }),
    {
      key: 'list',
      label: t('list'),
      permission: action('listing'),
      available: beautyMachine.offers('list', stateOf),
      success: t('listed'),
      run: (row) => beautyApi.list(kind, row.id),
    },
    {
      key: 'delist',
      label: t('delist'),
      permission: action('listing'),
      available: beautyMachine.offers('delist', stateOf),
      confirm: t('confirmDelist'),
      success: t('delisted'),
      run: (row) => beautyApi.delist(kind, row.id),
    },
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('confirmDelete'),
      available: beautyMachine.offers('delete', stateOf),
      run: (row) => beautyApi.remove(kind, row.id),
    }),
  ];

  return (
    <>
      <ListPage<BeautyItem>
        title={t(`kinds.${kind}.title`)}
        queryKey={queryKey}
        fetchPage={(params, options) => beautyApi.page(kind, params, options)}
        rowKey="id"
        filters={[
          { name: 'name', label: t('name') },
          {
            name: 'status',
            label: t('statusLabel'),
            options: BEAUTY_STATUSES.map((status) => ({ label: t(`status.${status}`), value: status })),
          },
        ]}
        toolbar={
          <Space>
            <PermissionGate action={action('sort')}>
              <Button icon={<OrderedListOutlined />} onClick={() => setReordering(true)}>
                {t('reorder.open')}
              </Button>
            </PermissionGate>
            <PermissionGate action={action('create')}>
              <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
                {t(`kinds.${kind}.create`)}
              </Button>
            </PermissionGate>
          </Space>
        }
        columns={[
          {
            title: t('icon'),
            dataIndex: 'icon',
            key: 'icon',
            render: (src: string, row) => <Image src={src} width={40} alt={t('iconOf', { name: nameOf(row) })} />,
          },
          { title: t('name'), key: 'name', render: (_: unknown, row) => <UserText>{nameOf(row)}</UserText> },
          {
            title: t('languages'),
            key: 'languages',
            render: (_: unknown, row) => <LangTags texts={row.names} field="name" />,
          },
          {
            title: t('asset'),
            key: 'asset',
            render: (_: unknown, row) =>
              row.asset && (
                <span>
                  {t(`assetTypes.${row.asset.type}`)} · <UserText>{row.asset.name}</UserText>
                  {row.asset.size > 0 && (
                    <>
                      {' '}
                      · <bdi dir="ltr">{formatFileSize(row.asset.size)}</bdi>
                    </>
                  )}
                </span>
              ),
          },
          {
            title: t('statusLabel'),
            dataIndex: 'status',
            key: 'status',
            render: (status: BeautyStatus) => <StatusTag machine={beautyMachine} state={status} />,
          },
          updatedByColumn(t('updatedBy')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<BeautyForm>
        open={editing !== null}
        width={640}
        title={edited ? t(`kinds.${kind}.edit`) : t(`kinds.${kind}.create`)}
        initialValues={edited ? toForm(edited) : { names: {}, assetType: 'package' }}
        onSubmit={save}
        onClose={close}
      >
        {(form) => (
          <>
            <LangFields
              name="names"
              fields={[{ key: 'name', label: t('name'), maxLength: BEAUTY_LIMITS.nameMax }]}
              requireOneComplete
              requireOneCompleteMessage={t('rules.nameRequired')}
            />
            <Form.Item name="icon" label={t('icon')} extra={t('iconHint')} required rules={[rule('icon')]}>
              <ImageUpload upload={ossApi.upload} exactSize={ICON_SIZE} maxBytes={BEAUTY_LIMITS.iconMaxBytes} />
            </Form.Item>
            <Form.Item name="assetType" label={t('assetType')} required>
              <Radio.Group
                optionType="button"
                options={ASSET_TYPES.map((type) => ({ label: t(`assetTypes.${type}`), value: type }))}
                onChange={() => void form.validateFields(['assetImage', 'assetPackage']).catch(() => undefined)}
              />
            </Form.Item>
            <Form.Item noStyle dependencies={['assetType']}>
              {() =>
                form.getFieldValue('assetType') === 'image' ? (
                  <Form.Item
                    name="assetImage"
                    label={t('assetImage')}
                    extra={t('assetImageHint')}
                    required
                    rules={[rule('asset')]}
                  >
                    <ImageUpload upload={ossApi.upload} maxBytes={BEAUTY_LIMITS.imageMaxBytes} />
                  </Form.Item>
                ) : (
                  <Form.Item name="assetPackage" label={t('assetPackage')} required rules={[rule('asset')]}>
                    <PackageUpload upload={(file, onProgress) => beautyApi.uploadPackage(kind, file, onProgress)} />
                  </Form.Item>
                )
              }
            </Form.Item>
          </>
        )}
      </FormDrawer>
      <ReorderDialog kind={kind} open={reordering} onClose={() => setReordering(false)} />
    </>
  );
}
