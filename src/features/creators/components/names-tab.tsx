import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Table, Typography, type TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { QueryState } from '../../../shared/components/query-state';
import { RowActions, type RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { useCan } from '../../../shared/hooks/use-permission';
import { NAME_LANGUAGES, type ReasonTexts } from '../types';
import { useNameIn } from './use-creator-fields';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';

const TASKS_SCREEN = '/creator-center-manage/creator-task-config';
const ACTION = (name: string) => `${TASKS_SCREEN}:${name}`;

interface NamesTabProps<T extends { id: number }, V extends object> {
  title: string;
  intro: string;
  createLabel: string;
  editTitle: string;
  /** The field holding the zh/en/ar texts, and its label per language. */
  namesField: string;
  nameLabel: (language: string) => string;
  maxLength: number;
  queryKey: readonly unknown[];
  load: () => Promise<T[]>;
  namesOf: (row: T) => ReasonTexts;
  columns: TableColumnsType<T>;
  initialValues: (row?: T) => Partial<V>;
  create: (values: V) => Promise<unknown>;
  update: (row: T, values: V) => Promise<unknown>;
  remove: (row: T) => Promise<unknown>;
  confirmDelete: string;
  /** Form fields after the names (a sort value). */
  children?: ReactNode;
}

/**
 * A short list of rows named in zh, en and ar, on a tab of the task configuration (the rejection reasons,
 * the fields): the name in the interface language and every language's text, create and edit in a drawer,
 * delete after a question; the mock refuses a repeated name and a row still in use.
 */
export function NamesTab<T extends { id: number }, V extends object>(props: NamesTabProps<T, V>) {
  const { t } = useTranslation(['creators', 'kit', 'common']);
  const nameIn = useNameIn();
  const rows = useQuery({ queryKey: props.queryKey, queryFn: props.load });
  const canEdit = useCan(ACTION('edit'));
  const canDelete = useCan(ACTION('delete'));
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<T, V>({
    create: props.create,
    update: props.update,
    queryKey: props.queryKey,
  });

  const actions: RowAction<T>[] = [
    editAction(t, { permission: ACTION('edit'), run: startEdit }),
    deleteAction(t, { permission: ACTION('delete'), confirm: props.confirmDelete, run: props.remove }),
  ];

  const columns: TableColumnsType<T> = [
    { title: t('tasks.id'), dataIndex: 'id', key: 'id', width: 72 },
    ...NAME_LANGUAGES.map((language) => ({
      title: props.nameLabel(language),
      key: language,
      render: (_: unknown, row: T) => <UserText lang={language}>{props.namesOf(row)[language]}</UserText>,
    })),
    ...props.columns,
    ...(canEdit || canDelete
      ? [
          {
            title: t('kit:actions'),
            key: 'actions',
            render: (_: unknown, row: T) => (
              <RowActions row={row} actions={actions} onDone={() => void rows.refetch()} />
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={<h1 className="screen-title">{props.title}</h1>}
      extra={
        <PermissionGate action={ACTION('create')}>
          <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
            {props.createLabel}
          </Button>
        </PermissionGate>
      }
    >
      <Typography.Paragraph type="secondary">{props.intro}</Typography.Paragraph>
      <QueryState query={rows}>
        <Table<T>
          rowKey="id"
          loading={rows.isLoading}
          dataSource={rows.data ?? []}
          columns={columns}
          pagination={false}
          aria-label={props.title}
        />
      </QueryState>
      <FormDrawer<V>
        open={editing !== null}
        title={edited ? `${props.editTitle}: ${nameIn(props.namesOf(edited))}` : props.createLabel}
        initialValues={props.initialValues(edited)}
        onSubmit={save}
        onClose={close}
      >
        {NAME_LANGUAGES.map((language) => (
          <Form.Item
            key={language}
            name={[props.namesField, language]}
            label={props.nameLabel(language)}
            rules={[{ required: true, whitespace: true, message: t('rules.nameRequired') }]}
          >
            <Input dir={language === 'ar' ? 'rtl' : 'auto'} lang={language} maxLength={props.maxLength} showCount />
          </Form.Item>
        ))}
        {props.children}
      </FormDrawer>
    </Card>
  );
}
