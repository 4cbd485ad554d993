import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { LangTags } from '../../../shared/components/lang-fields/lang-tags';
import { type Mode, ModeSelect, useModeOptions } from '../../symptoms';
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
import { updatedAtColumn, updatedByColumn } from '../../../shared/components/list-page/audit-columns';
import { faqApi, faqKeys } from '../api';
import { FAQ_LIMITS, faqProblems } from '../rules';
import { faqMachine } from '../status';
import type { Faq, FaqInput, FaqStatus } from '../types';

const SCREEN = '/content-recommend/health-faq';
const action = (name: string) => `${SCREEN}:${name}`;
const stateOf = (row: Faq): FaqStatus => row.status;

/** Health questions and answers per content language, per mode: written delisted, listed when ready. */
export function FaqScreen() {
  const { t, i18n } = useTranslation(['modecontent', 'kit']);
  const modeOptions = useModeOptions();
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<Faq, FaqInput>({
    create: faqApi.create,
    update: (row, values) => faqApi.update(row.id, values),
    queryKey: faqKeys.all,
  });

  const rowActions: RowAction<Faq>[] = [
    editAction(t, { permission: action('edit'), run: startEdit }),
    {
      key: 'list',
      label: t('faq.list'),
      permission: action('publish'),
      available: faqMachine.offers('publish', stateOf),
      success: t('kit:success.publish'),
      run: (row) => faqApi.list(row.id),
    },
    {
      key: 'delist',
      label: t('faq.delist'),
      permission: action('unpublish'),
      available: faqMachine.offers('unpublish', stateOf),
      confirm: t('faq.confirmDelist'),
      success: t('kit:success.update'),
      run: (row) => faqApi.delist(row.id),
    },
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('faq.confirmDelete'),
      available: faqMachine.offers('delete', stateOf),
      run: (row) => faqApi.remove(row.id),
    }),
  ];

  return (
    <>
      <ListPage<Faq>
        title={t('faq.title')}
        queryKey={faqKeys.all}
        fetchPage={faqApi.page}
        rowKey="id"
        filters={[
          { name: 'mode', label: t('mode'), options: modeOptions },
          { name: 'question', label: t('faq.search') },
          {
            name: 'status',
            label: t('faq.statusLabel'),
            options: (['listed', 'delisted'] as const).map((status) => ({
              label: t(`faq.status.${status}`),
              value: status,
            })),
          },
        ]}
        toolbar={
          <PermissionGate action={action('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('faq.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          {
            title: t('faq.question'),
            key: 'question',
            render: (_: unknown, row) => (
              <UserText lines={2} style={{ maxWidth: 420 }}>
                {displayName(row.texts, i18n.language, 'question')}
              </UserText>
            ),
          },
          {
            title: t('languagesColumn'),
            key: 'languages',
            render: (_: unknown, row) => <LangTags texts={row.texts} field="question" />,
          },
          { title: t('mode'), dataIndex: 'mode', key: 'mode', render: (mode: Mode) => t(`modes.${mode}`) },
          { title: t('weight'), dataIndex: 'weight', key: 'weight' },
          {
            title: t('faq.statusLabel'),
            dataIndex: 'status',
            key: 'status',
            render: (status: FaqStatus) => <StatusTag machine={faqMachine} state={status} />,
          },
          updatedByColumn(t('updatedBy')),
          updatedAtColumn(t('updatedAt')),
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<FaqInput>
        open={editing !== null}
        width={720}
        title={edited ? t('faq.editTitle') : t('faq.create')}
        initialValues={edited ?? { weight: 0, texts: {} }}
        onSubmit={save}
        onClose={close}
      >
        <Form.Item name="mode" label={t('mode')} required rules={[problemRule('modecontent', 'mode', faqProblems, t)]}>
          <ModeSelect />
        </Form.Item>
        <Form.Item
          name="weight"
          label={t('weight')}
          extra={t('weightHint')}
          required
          rules={[problemRule('modecontent', 'weight', faqProblems, t)]}
        >
          <InputNumber min={0} max={FAQ_LIMITS.weightMax} precision={0} />
        </Form.Item>
        <LangFields
          name="texts"
          fields={[
            { key: 'question', label: t('faq.question'), maxLength: FAQ_LIMITS.questionMax },
            { key: 'answer', label: t('faq.answer'), multiline: true, maxLength: FAQ_LIMITS.answerMax },
          ]}
          requireOneComplete
        />
      </FormDrawer>
    </>
  );
}
