import { Form, InputNumber, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  CREATOR_LIMITS,
  creatorApi,
  type CreatorField,
  creatorKeys,
  NamesTab,
  type ReasonListItem,
  type ReasonTexts,
  TasksTab,
} from '../../features/creators';
import { PushList } from '../../features/push';
import { useTabInAddress } from '../../shared/hooks/use-tab-in-address';

/** The tabs, in order; `?tab=<key>` opens one (`?tab=taskPushes`: the creator task pushes). */
const TABS = ['tasks', 'reasons', 'fields', 'postPushes', 'taskPushes'] as const;

type ReasonValues = { text: ReasonTexts };
type FieldValues = { names: ReasonTexts; sort: number };

/**
 * Creator tasks, the rejection reasons for task posts, the creators' fields, and the pushes to creators
 * (posts and tasks: the push feature's channels `creatorPost` and `creatorTask`, gated by `:push`), on tabs
 * kept in the address.
 */
export default function CreatorTaskConfigScreen() {
  const { t } = useTranslation(['creators', 'kit', 'push']);
  const [tab, setTab] = useTabInAddress(TABS);
  const language = (code: string) => t(`languageNames.${code}`);
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        { key: 'tasks', label: t('tasks.tabs.tasks'), children: <TasksTab /> },
        {
          key: 'reasons',
          label: t('tasks.tabs.reasons'),
          children: (
            <NamesTab<ReasonListItem, ReasonValues>
              title={t('reasons.title')}
              intro={t('reasons.intro')}
              createLabel={t('reasons.create')}
              editTitle={t('reasons.editTitle')}
              namesField="text"
              nameLabel={(code) => t('reasons.text', { language: language(code) })}
              maxLength={CREATOR_LIMITS.rejectionReasonMax}
              queryKey={creatorKeys.reasons}
              load={creatorApi.reasons}
              namesOf={(row) => row.text}
              columns={[{ title: t('reasons.usedBy'), dataIndex: 'usedBy', key: 'usedBy' }]}
              initialValues={(row) => ({ text: row?.text })}
              create={(values) => creatorApi.createReason(values.text)}
              update={(row, values) => creatorApi.updateReason(row.id, values.text)}
              remove={(row) => creatorApi.removeReason(row.id)}
              confirmDelete={t('reasons.confirmDelete')}
            />
          ),
        },
        {
          key: 'fields',
          label: t('tasks.tabs.fields'),
          children: (
            <NamesTab<CreatorField, FieldValues>
              title={t('fields.title')}
              intro={t('fields.intro')}
              createLabel={t('fields.create')}
              editTitle={t('fields.editTitle')}
              namesField="names"
              nameLabel={(code) => t('fields.name', { language: language(code) })}
              maxLength={CREATOR_LIMITS.nameMax}
              queryKey={creatorKeys.fields}
              load={creatorApi.fields}
              namesOf={(row) => row.names}
              columns={[
                { title: t('fields.sort'), dataIndex: 'sort', key: 'sort' },
                { title: t('fields.creators'), dataIndex: 'creatorCount', key: 'creatorCount' },
              ]}
              initialValues={(row) => (row ? { names: row.names, sort: row.sort } : { sort: 0 })}
              create={(values) => creatorApi.createField(values)}
              update={(row, values) => creatorApi.updateField(row.id, values)}
              remove={(row) => creatorApi.removeField(row.id)}
              confirmDelete={t('fields.confirmDelete')}
            >
              <Form.Item
                name="sort"
                label={t('fields.sort')}
                extra={t('fields.sortHelp')}
                rules={[
                  {
                    required: true,
                    type: 'integer',
                    min: 0,
                    max: CREATOR_LIMITS.sortMax,
                    message: t('rules.sort', { max: CREATOR_LIMITS.sortMax }),
                  },
                ]}
              >
                <InputNumber min={0} max={CREATOR_LIMITS.sortMax} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </NamesTab>
          ),
        },
        { key: 'postPushes', label: t('push:channels.creatorPost.tab'), children: <PushList kind="creatorPost" /> },
        { key: 'taskPushes', label: t('push:channels.creatorTask.tab'), children: <PushList kind="creatorTask" /> },
      ]}
    />
  );
}
