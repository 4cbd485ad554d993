import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Image, Input, InputNumber, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ImageUpload } from '../../../shared/components/image-upload/image-upload';
import { CONTENT_LANGUAGES } from '../../../shared/components/lang-fields/content-languages';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { ReasonDialog } from '../../../shared/components/reason-dialog';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { problemRule } from '../../../shared/utils/problem-rule';
import {
  rowWindow,
  type TimeWindow,
  TimeWindowInput,
  windowTimes,
  WindowText,
} from '../../../shared/components/time-window';
import { ossApi } from '../../../shared/uploads/uploads-api';
import { promotionApi, promotionKeys } from '../api';
import { PROMOTION_LIMITS, promotionMachine, promotionProblems } from '../rules';
import {
  CHANNELS,
  MATERIAL_MAX_BYTES,
  MATERIAL_SIZE,
  PROMOTION_KINDS,
  PROMOTION_SCREEN,
  PROMOTION_STATUSES,
  type AudienceEstimate,
  type Promotion,
  type PromotionInput,
  type PromotionStatus,
} from '../types';
import { PromotionActionDialog, type PromotionActing } from './promotion-action-dialog';
import { PromotionHistory } from './promotion-history';
import { PromotionPreview } from './promotion-preview';
import { UserText } from '../../../shared/components/user-text';
import { editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedByColumn } from '../../../shared/components/list-page/audit-columns';

const action = (name: string) => `${PROMOTION_SCREEN}:${name}`;
const stateOf = (row: Promotion): PromotionStatus => row.status;

interface PromotionForm extends Omit<PromotionInput, 'startAt' | 'endAt'> {
  window?: TimeWindow;
}
type ConfirmedForm = PromotionForm & { reason: string };

const toInput = ({ window, ...rest }: PromotionForm): PromotionInput => ({
  ...rest,
  caption: rest.caption ?? '',
  ...windowTimes(window),
});
const checkForm = (savedStart?: string) => (values: PromotionForm) =>
  promotionProblems(toInput(values), Date.now(), savedStart);

const NEW_PROMOTION: Partial<PromotionForm> = {
  kind: 'splash',
  language: 'en',
  caption: '',
  duration: 5,
  perUserCount: 1,
  channel: 'all',
  minIos: '5.0.0',
  minAndroid: '5.0.0',
};

interface Confirming {
  values: PromotionForm;
  estimate: AudienceEstimate;
  done: () => void;
}

/**
 * Splash and pop-up promotions: material of exactly 750 × 1624 under 10 MB checked before upload, a
 * preview at phone proportions in the promotion language's direction, and before anything is saved
 * the users it reaches (counted by the server) with the reason for the change.
 */
export function PromotionsScreen() {
  const { t, i18n } = useTranslation(['promotions', 'kit']);
  const number = new Intl.NumberFormat(i18n.language);
  const queryKey = promotionKeys.all;
  const [confirming, setConfirming] = useState<Confirming | null>(null);
  const [historyOf, setHistoryOf] = useState<Promotion | null>(null);
  const [acting, setActing] = useState<PromotionActing>(null);
  const queryClient = useQueryClient();
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<Promotion, ConfirmedForm>({
    create: (values) => promotionApi.create(toInput(values), values.reason),
    update: (row, values) => promotionApi.update(row.id, toInput(values), values.reason),
    queryKey,
  });
  const rule = (field: string) => problemRule('promotions', field, checkForm(edited?.startAt), t);

  /** The server checks the promotion and counts its audience; the save waits for the reason. */
  const confirm = async (values: PromotionForm) => {
    const estimate = await promotionApi.audience(toInput(values), edited?.id);
    await new Promise<void>((resolve) => setConfirming({ values, estimate, done: resolve }));
  };
  const endConfirming = () => {
    confirming?.done();
    setConfirming(null);
  };

  const rowActions: RowAction<Promotion>[] = [
    { key: 'history', label: t('history.open'), run: setHistoryOf },
    editAction(t, { permission: action('edit'), available: promotionMachine.offers('edit', stateOf), run: startEdit }),
    {
      key: 'disable',
      label: t('disable'),
      permission: action('status'),
      danger: true,
      available: promotionMachine.offers('disable', stateOf),
      run: (promotion) => setActing({ action: 'disable', promotion }),
    },
    {
      key: 'delete',
      label: t('common:delete'),
      permission: action('delete'),
      danger: true,
      available: promotionMachine.offers('delete', stateOf),
      run: (promotion) => setActing({ action: 'delete', promotion }),
    },
  ];

  return (
    <>
      <ListPage<Promotion>
        title={t('title')}
        queryKey={queryKey}
        fetchPage={(params, options) => promotionApi.page(params, options)}
        rowKey="id"
        filters={[
          { name: 'name', label: t('name') },
          {
            name: 'kind',
            label: t('kind'),
            options: PROMOTION_KINDS.map((v) => ({ label: t(`kinds.${v}`), value: v })),
          },
          {
            name: 'status',
            label: t('statusLabel'),
            options: PROMOTION_STATUSES.map((v) => ({ label: t(`status.${v}`), value: v })),
          },
          {
            name: 'channel',
            label: t('channel'),
            options: CHANNELS.map((v) => ({ label: t(`channels.${v}`), value: v })),
          },
        ]}
        toolbar={
          <PermissionGate action={action('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          {
            title: t('material'),
            dataIndex: 'material',
            key: 'material',
            render: (src: string, row) => <Image src={src} width={46} alt={t('materialOf', { name: row.name })} />,
          },
          {
            title: t('name'),
            dataIndex: 'name',
            key: 'name',
            render: (name: string) => <UserText>{name}</UserText>,
          },
          { title: t('kind'), dataIndex: 'kind', key: 'kind', render: (kind: string) => t(`kinds.${kind}`) },
          {
            title: t('channel'),
            dataIndex: 'channel',
            key: 'channel',
            render: (channel: string) => <bdi>{t(`channels.${channel}`)}</bdi>,
          },
          {
            title: t('window'),
            key: 'startAt',
            sorter: true,
            render: (_: unknown, row) => <WindowText startAt={row.startAt} endAt={row.endAt} />,
          },
          {
            title: t('durationShort'),
            dataIndex: 'duration',
            key: 'duration',
            render: (seconds: number) => t('seconds', { count: seconds }),
          },
          { title: t('perUserCount'), dataIndex: 'perUserCount', key: 'perUserCount' },
          {
            title: t('versions'),
            key: 'versions',
            render: (_: unknown, row) => <bdi>{t('versionsValue', { ios: row.minIos, android: row.minAndroid })}</bdi>,
          },
          {
            title: t('audience.column'),
            dataIndex: 'audience',
            key: 'audience',
            sorter: true,
            render: (audience: number) => number.format(audience),
          },
          {
            title: t('statusLabel'),
            dataIndex: 'status',
            key: 'status',
            render: (status: PromotionStatus) => <StatusTag machine={promotionMachine} state={status} />,
          },
          updatedByColumn(t('updatedBy')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<PromotionForm>
        open={editing !== null}
        width={760}
        title={edited ? t('editTitle') : t('create')}
        initialValues={
          edited
            ? {
                kind: edited.kind,
                name: edited.name,
                language: edited.language,
                caption: edited.caption,
                material: edited.material,
                duration: edited.duration,
                perUserCount: edited.perUserCount,
                channel: edited.channel,
                minIos: edited.minIos,
                minAndroid: edited.minAndroid,
                window: rowWindow(edited),
              }
            : NEW_PROMOTION
        }
        onSubmit={confirm}
        onClose={close}
      >
        {(form) => (
          <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
            <div style={{ flex: '1 1 360px', minWidth: 0 }}>
              <Form.Item name="kind" label={t('kind')} required rules={[rule('kind')]}>
                <Radio.Group
                  optionType="button"
                  options={PROMOTION_KINDS.map((v) => ({ label: t(`kinds.${v}`), value: v }))}
                />
              </Form.Item>
              <Form.Item name="name" label={t('name')} required rules={[rule('name')]}>
                <Input dir="auto" maxLength={PROMOTION_LIMITS.nameMax} showCount />
              </Form.Item>
              <Form.Item
                name="material"
                label={t('material')}
                extra={t('materialHint')}
                required
                rules={[rule('material')]}
              >
                <ImageUpload upload={ossApi.upload} exactSize={MATERIAL_SIZE} maxBytes={MATERIAL_MAX_BYTES} />
              </Form.Item>
              <Form.Item name="language" label={t('language')} extra={t('languageHint')} required>
                <Select
                  options={CONTENT_LANGUAGES.map((code) => ({
                    label: t(`kit:langFields.languages.${code}`),
                    value: code,
                  }))}
                />
              </Form.Item>
              <Form.Item name="caption" label={t('caption')} rules={[rule('caption')]}>
                <Input dir="auto" maxLength={PROMOTION_LIMITS.captionMax} showCount />
              </Form.Item>
              <Form.Item name="window" label={t('window')} required rules={[rule('window')]}>
                <TimeWindowInput placeholder={[t('start'), t('end')]} />
              </Form.Item>
              <Space wrap size="large">
                <Form.Item name="duration" label={t('duration')} required rules={[rule('duration')]}>
                  <InputNumber
                    min={PROMOTION_LIMITS.durationMin}
                    max={PROMOTION_LIMITS.durationMax}
                    precision={0}
                    suffix={t('secondsUnit')}
                  />
                </Form.Item>
                <Form.Item name="perUserCount" label={t('perUserCount')} required rules={[rule('perUserCount')]}>
                  <InputNumber min={PROMOTION_LIMITS.perUserMin} max={PROMOTION_LIMITS.perUserMax} precision={0} />
                </Form.Item>
              </Space>
              <Form.Item name="channel" label={t('channel')} required rules={[rule('channel')]}>
                <Select options={CHANNELS.map((v) => ({ label: t(`channels.${v}`), value: v }))} />
              </Form.Item>
              <Space wrap size="large">
                <Form.Item name="minIos" label={t('minIos')} required rules={[rule('minIos')]}>
                  <Input dir="ltr" placeholder="5.0.0" style={{ width: 140 }} />
                </Form.Item>
                <Form.Item name="minAndroid" label={t('minAndroid')} required rules={[rule('minAndroid')]}>
                  <Input dir="ltr" placeholder="5.0.0" style={{ width: 140 }} />
                </Form.Item>
              </Space>
            </div>
            <PromotionPreview form={form} />
          </div>
        )}
      </FormDrawer>
      <ReasonDialog
        open={confirming !== null}
        title={t('audience.title')}
        okText={t('audience.confirm')}
        maxLength={PROMOTION_LIMITS.reasonMax}
        onSubmit={async ({ reason }) => {
          await save({ ...confirming!.values, reason });
          endConfirming();
        }}
        onClose={endConfirming}
      >
        {confirming && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('audience.reach', {
              count: confirming.estimate.audience,
              users: number.format(confirming.estimate.audience),
            })}
            description={t('audience.split', {
              ios: number.format(confirming.estimate.ios),
              android: number.format(confirming.estimate.android),
            })}
          />
        )}
      </ReasonDialog>
      <PromotionActionDialog
        acting={acting}
        onDone={() => queryClient.invalidateQueries({ queryKey })}
        onClose={() => setActing(null)}
      />
      <PromotionHistory promotion={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
