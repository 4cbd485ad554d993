import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Form, Input, Space, Typography, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ExcelImport,
  type ImportColumn,
  type ImportOutcome,
  type ImportRow,
} from '../../../shared/components/excel-import/excel-import';
import { FormDrawer } from '../../../shared/components/form-drawer';
import type { BatchAction } from '../../../shared/components/list-page/batch-actions';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { wordApi, wordKeys } from '../api';
import { parseWordList, withoutRepeats, WORD_RULES } from '../rules';
import { WORD_SCREEN_URIS, type Word, type WordKind } from '../types';
import { userTextCell, UserText } from '../../../shared/components/user-text';
import { deleteAction } from '../../../shared/components/list-page/edit-delete-actions';

/** The import's header in every interface language, so a template saved in one is read in another. */
const WORD_HEADERS = ['Word', '词语', 'الكلمة'];

interface AddForm {
  words: string;
}

/**
 * One word list screen (taboo words or nickname sensitive words): search, add several at once, import
 * from Excel, delete one or many. A word already in the list or repeated in the input is refused.
 */
export function WordsScreen({ kind }: { kind: WordKind }) {
  const { t } = useTranslation(['words', 'kit']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const action = (name: string) => `${WORD_SCREEN_URIS[kind]}:${name}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: wordKeys.all(kind) });

  const add = async ({ words }: AddForm) => {
    const { added } = await wordApi.add(kind, { words: parseWordList(words).words });
    message.success(t('added', { count: added }));
    setAdding(false);
    await refresh();
  };

  const importColumns: ImportColumn[] = [
    {
      key: 'word',
      title: t('columns.word'),
      aliases: WORD_HEADERS,
      required: true,
      maxLength: WORD_RULES.maxLength,
      // Compared as the server compares words: case, width and whitespace ignored (`wordKey`).
      unique: 'compact',
      example: t('example'),
    },
  ];

  // The list helper removes whitespace, so a cell holding several words would become one word: refuse it.
  const checkImportRow = (row: ImportRow) => {
    const words = parseWordList(row.values.word ?? '').words;
    return words.length > 1 ? [{ column: t('columns.word'), message: t('rules.oneWordPerRow') }] : [];
  };

  // The server imports what passes and answers with the words it refused (already listed, ...), by position.
  const importRows = async (rows: ImportRow[]): Promise<ImportOutcome> => {
    const { added, refused } = await wordApi.importWords(kind, { words: rows.map((row) => row.values.word) });
    if (added) await refresh();
    return {
      refused: refused.map((refusal) => ({
        row: rows[refusal.index]?.row ?? 0,
        column: t('columns.word'),
        message: t(`importRefused.${refusal.code}`, { max: WORD_RULES.maxLength, defaultValue: refusal.message }),
      })),
    };
  };

  const rowActions: RowAction<Word>[] = [
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('confirmDelete'),
      run: (word) => wordApi.remove(kind, word.id),
    }),
  ];

  const batchActions: BatchAction<Word>[] = [
    {
      key: 'delete',
      label: t('deleteSelected'),
      permission: action('delete'),
      danger: true,
      confirm: (count) => t('confirmDeleteMany', { count }),
      success: t('kit:success.delete'),
      run: (words) =>
        wordApi.removeMany(
          kind,
          words.map((word) => word.id),
        ),
    },
  ];

  return (
    <>
      <ListPage<Word>
        title={t(`${kind}.title`)}
        queryKey={wordKeys.all(kind)}
        fetchPage={(params, options) => wordApi.page(kind, params, options)}
        rowKey="id"
        filters={[{ name: 'word', label: t('search') }]}
        toolbar={
          <Space wrap>
            <PermissionGate action={action('import')}>
              <ExcelImport
                columns={importColumns}
                templateName={t(`${kind}.template`)}
                validateRow={checkImportRow}
                onImport={importRows}
              />
            </PermissionGate>
            <PermissionGate action={action('add')}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                {t('add')}
              </Button>
            </PermissionGate>
          </Space>
        }
        columns={[
          {
            title: t('columns.word'),
            dataIndex: 'word',
            key: 'word',
            sorter: true,
            render: (word: string) => <UserText>{word}</UserText>,
          },
          { title: t('columns.createdBy'), dataIndex: 'createdBy', key: 'createdBy', render: userTextCell },
          {
            title: t('columns.createdDate'),
            dataIndex: 'createdDate',
            key: 'createdDate',
            sorter: true,
            render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
          },
        ]}
        rowActions={rowActions}
        batchActions={batchActions}
        exportFile={{
          permission: action('export'),
          name: t(`${kind}.exportName`),
          columns: [
            { title: t('columns.word'), value: (row) => row.word },
            { title: t('columns.createdBy'), value: (row) => row.createdBy },
            { title: t('columns.createdDate'), value: (row) => dayjs(row.createdDate).format('YYYY-MM-DD HH:mm') },
          ],
        }}
      />
      <FormDrawer<AddForm>
        open={adding}
        title={t('addTitle', { list: t(`${kind}.title`) })}
        initialValues={{ words: '' }}
        onSubmit={add}
        onClose={() => setAdding(false)}
      >
        {(form) => <WordsField form={form} />}
      </FormDrawer>
    </>
  );
}

/** The list input: client rules name the repeated or too long words; "remove repeats" fixes the first. */
function WordsField({ form }: { form: FormInstance<AddForm> }) {
  const { t } = useTranslation(['words', 'kit']);
  const text = (Form.useWatch('words', form) as string | undefined) ?? '';
  const check = parseWordList(text);

  return (
    <>
      <Form.Item
        name="words"
        label={t('field')}
        extra={t('fieldHelp', { max: WORD_RULES.maxLength })}
        rules={[
          {
            validator: (_rule, value: string | undefined) => {
              const { words, repeated, tooLong } = parseWordList(value ?? '');
              if (words.length === 0) return Promise.reject(new Error(t('rules.required')));
              if (words.length > WORD_RULES.maxPerAdd) {
                return Promise.reject(new Error(t('rules.tooMany', { max: WORD_RULES.maxPerAdd })));
              }
              if (tooLong.length) {
                return Promise.reject(
                  new Error(t('rules.tooLong', { max: WORD_RULES.maxLength, words: tooLong.join(', ') })),
                );
              }
              if (repeated.length)
                return Promise.reject(new Error(t('rules.repeated', { words: repeated.join(', ') })));
              return Promise.resolve();
            },
          },
        ]}
      >
        <Input.TextArea rows={6} dir="auto" placeholder={t('placeholder')} />
      </Form.Item>
      <Space wrap>
        <Typography.Text type="secondary" aria-live="polite">
          {t('count', { count: check.words.length })}
        </Typography.Text>
        {check.repeated.length > 0 && (
          <Button
            type="link"
            size="small"
            onClick={() => {
              form.setFieldValue('words', withoutRepeats(text));
              void form.validateFields(['words']);
            }}
          >
            {t('removeRepeats')}
          </Button>
        )}
      </Space>
    </>
  );
}
