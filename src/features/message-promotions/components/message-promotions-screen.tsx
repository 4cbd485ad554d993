import { PlusOutlined } from '@ant-design/icons';
import { Button, DatePicker, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LangTags } from '../../../shared/components/lang-fields/lang-tags';
import { problemRule } from '../../../shared/utils/problem-rule';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedByColumn } from '../../../shared/components/list-page/audit-columns';
import { promotionApi, promotionKeys } from '../api';
import { PROMOTION_LIMITS, promotionProblems } from '../rules';
import { promotionMachine } from '../status';
import { type MessagePromotion, type PromotionInput, PROMOTION_STATUSES, type PromotionStatus } from '../types';
import { PromotionActionDialog, type PromotionActing } from './promotion-action-dialog';
import { PromotionHistory } from './promotion-history';
import { TargetsDrawer } from './targets-drawer';

const SCREEN = '/content-recommend/message-promotion';
const action = (name: string) => `${SCREEN}:${name}`;
const stateOf = (row: MessagePromotion): PromotionStatus => row.status;
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';

interface PromotionForm extends Omit<PromotionInput, 'sendAt'> {
  sendAt?: Dayjs | null;
}

const toInput = ({ sendAt, ...rest }: PromotionForm): PromotionInput => ({
  ...rest,
  sendAt: sendAt ? sendAt.second(0).millisecond(0).toISOString() : '',
});
const checkForm = (values: PromotionForm) => promotionProblems(toInput(values), Date.now());

/**
 * Message promotions: an in-app message per content language with an optional link, sent at a set time
 * to target users imported from Excel (the row's "Target users"), once its sending is confirmed with the
 * audience and a reason. Edited, given users or cancelled until sent; a sent one stays as the record.
 */
export function MessagePromotionsScreen() {
  const { t, i18n } = useTranslation(['modecontent', 'kit']);
  const [targetsOf, setTargetsOf] = useState<MessagePromotion | null>(null);
  const [acting, setActing] = useState<PromotionActing>(null);
  const [historyOf, setHistoryOf] = useState<MessagePromotion | null>(null);
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<MessagePromotion, PromotionForm>({
    create: (values) => promotionApi.create(toInput(values)),
    update: (row, values) => promotionApi.update(row.id, toInput(values)),
    queryKey: promotionKeys.all,
  });
  const rule = (field: string) => problemRule('modecontent', field, checkForm, t);
  const title = (row: MessagePromotion) => displayName(row.texts, i18n.language, 'title');

  const rowActions: RowAction<MessagePromotion>[] = [
    { key: 'targets', label: t('promotions.targets.open'), run: setTargetsOf },
    { key: 'history', label: t('promotions.history.open'), run: setHistoryOf },
    editAction(t, { permission: action('edit'), available: promotionMachine.offers('edit', stateOf), run: startEdit }),
    {
      key: 'confirm',
      label: t('promotions.send'),
      permission: action('edit'),
      available: promotionMachine.offers('confirm', stateOf),
      blocked: (row) => (row.targetCount ? null : t('promotions.needsTargets')),
      run: (promotion) => setActing({ action: 'confirm', promotion }),
    },
    {
      key: 'cancel',
      label: t('promotions.cancel'),
      permission: action('cancel'),
      available: promotionMachine.offers('cancel', stateOf),
      run: (promotion) => setActing({ action: 'cancel', promotion }),
    },
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('promotions.confirmDelete'),
      available: promotionMachine.offers('delete', stateOf),
      run: (row) => promotionApi.remove(row.id),
    }),
  ];

  return (
    <>
      <ListPage<MessagePromotion>
        title={t('promotions.title')}
        queryKey={promotionKeys.all}
        fetchPage={promotionApi.page}
        rowKey="id"
        filters={[
          { name: 'title', label: t('promotions.search') },
          {
            name: 'status',
            label: t('promotions.statusLabel'),
            options: PROMOTION_STATUSES.map((status) => ({
              label: t(`promotions.status.${status}`),
              value: status,
            })),
          },
        ]}
        toolbar={
          <PermissionGate action={action('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('promotions.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          {
            title: t('promotions.messageTitle'),
            key: 'title',
            render: (_: unknown, row) => <UserText>{title(row)}</UserText>,
          },
          {
            title: t('languagesColumn'),
            key: 'languages',
            render: (_: unknown, row) => <LangTags texts={row.texts} field="title" />,
          },
          {
            title: t('promotions.sendAt'),
            dataIndex: 'sendAt',
            key: 'sendAt',
            render: (value: string) => dayjs(value).format(TIME_FORMAT),
          },
          {
            title: t('promotions.targetCount'),
            dataIndex: 'targetCount',
            key: 'targetCount',
            render: (count: number) =>
              count ? (
                count.toLocaleString()
              ) : (
                <Typography.Text type="warning">{t('promotions.noTargets')}</Typography.Text>
              ),
          },
          {
            title: t('promotions.statusLabel'),
            dataIndex: 'status',
            key: 'status',
            render: (status: PromotionStatus) => <StatusTag machine={promotionMachine} state={status} />,
          },
          updatedByColumn(t('updatedBy')),
        ]}
        rowActions={rowActions}
        exportFile={{
          permission: action('export'),
          name: t('promotions.exportName'),
          columns: [
            { title: t('promotions.messageTitle'), value: (row) => title(row) },
            { title: t('promotions.sendAt'), value: (row) => dayjs(row.sendAt).format(TIME_FORMAT) },
            { title: t('promotions.targetCount'), value: (row) => row.targetCount },
            { title: t('promotions.statusLabel'), value: (row) => t(`promotions.status.${row.status}`) },
          ],
        }}
      />
      <FormDrawer<PromotionForm>
        open={editing !== null}
        width={720}
        title={edited ? t('promotions.editTitle') : t('promotions.create')}
        initialValues={
          edited ? { texts: edited.texts, link: edited.link, sendAt: dayjs(edited.sendAt) } : { texts: {} }
        }
        onSubmit={save}
        onClose={close}
      >
        <Form.Item name="sendAt" label={t('promotions.sendAt')} required rules={[rule('sendAt')]}>
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format={TIME_FORMAT}
            placeholder={t('promotions.sendAtPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="link" label={t('promotions.link')} extra={t('promotions.linkHint')} rules={[rule('link')]}>
          <Input dir="ltr" autoComplete="off" placeholder="https://" maxLength={PROMOTION_LIMITS.linkMax} />
        </Form.Item>
        <LangFields
          name="texts"
          fields={[
            { key: 'title', label: t('promotions.messageTitle'), maxLength: PROMOTION_LIMITS.titleMax },
            { key: 'content', label: t('promotions.content'), multiline: true, maxLength: PROMOTION_LIMITS.contentMax },
          ]}
          requireOneComplete
        />
      </FormDrawer>
      <TargetsDrawer promotion={targetsOf} onClose={() => setTargetsOf(null)} />
      <PromotionHistory promotion={historyOf} onClose={() => setHistoryOf(null)} />
      <PromotionActionDialog acting={acting} onClose={() => setActing(null)} />
    </>
  );
}
