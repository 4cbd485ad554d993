import { App, Form } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ExcelImport,
  type ImportColumn,
  type ImportOutcome,
  type ImportRow,
} from '../../../shared/components/excel-import/excel-import';
import { createIdChecker, IdListInput, useIdListRules } from '../../../shared/components/id-list-input';
import { pushApi } from '../api';
import { PUSH_LIMITS, USER_ID_PATTERN, USER_ID_PATTERN_SOURCE } from '../rules';

/** The import's header in every interface language, so a template saved in one is read in another. */
const USER_ID_HEADERS = ['User ID', '用户ID', 'معرّف المستخدم', 'userId'];

/**
 * Designated users: app user IDs typed or pasted separated by semicolons (the kit's IdListInput, each ID
 * checked to exist, none repeated), or added from an Excel list of at most 20,000 rows (the kit's
 * ExcelImport: rows with a malformed, repeated or unknown ID are listed and not added).
 */
export function DesignatedUsersField() {
  const { t } = useTranslation(['push', 'kit']);
  const { message } = App.useApp();
  const form = Form.useFormInstance();
  const checker = useMemo(() => createIdChecker(pushApi.unknownUsers), []);
  const rules = useIdListRules({
    checker,
    pattern: USER_ID_PATTERN,
    max: PUSH_LIMITS.designatedMax,
    unknownMessage: (ids) => t('designated.unknown', { ids }),
  });
  const column = t('designated.column');
  const columns: ImportColumn[] = [
    {
      key: 'userId',
      title: column,
      aliases: USER_ID_HEADERS,
      required: true,
      pattern: USER_ID_PATTERN_SOURCE,
      unique: true,
      example: '1000001',
    },
  ];

  const importRows = async (rows: ImportRow[]): Promise<ImportOutcome> => {
    const current = (form.getFieldValue('designatedUsers') as string[] | undefined) ?? [];
    const present = new Set(current);
    const ids = rows.map((row) => row.values.userId);
    const unknown = new Set(await checker.unknownAmong(ids));
    const refused: NonNullable<ImportOutcome['refused']> = [];
    const added: string[] = [];
    rows.forEach((row, index) => {
      const id = ids[index];
      if (unknown.has(id)) refused.push({ row: row.row, column, message: t('designated.refused.unknown') });
      else if (present.has(id)) refused.push({ row: row.row, column, message: t('designated.refused.already') });
      else if (present.size >= PUSH_LIMITS.designatedMax)
        refused.push({
          row: row.row,
          column,
          message: t('designated.refused.full', { max: PUSH_LIMITS.designatedMax }),
        });
      else {
        present.add(id);
        added.push(id);
      }
    });
    if (added.length) {
      form.setFieldValue('designatedUsers', [...current, ...added]);
      void form.validateFields(['designatedUsers']).catch(() => undefined);
    }
    message.success(t('designated.added', { count: added.length, total: present.size }));
    return { refused };
  };

  return (
    <>
      <Form.Item
        name="designatedUsers"
        label={t('fields.designatedUsers')}
        extra={t('designated.hint', { max: PUSH_LIMITS.designatedMax.toLocaleString() })}
        rules={rules}
        required
      >
        <IdListInput checker={checker} pattern={USER_ID_PATTERN} max={PUSH_LIMITS.designatedMax} />
      </Form.Item>
      <Form.Item>
        <ExcelImport
          columns={columns}
          templateName={t('designated.template')}
          label={t('designated.import')}
          maxRows={PUSH_LIMITS.designatedMax}
          onImport={importRows}
        />
      </Form.Item>
    </>
  );
}
