import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { taggingApi, taggingKeys, type TaggingTask, useTaskColumns } from '../../features/tagging';
import { ListPage } from '../../shared/components/list-page/list-page';

const TAG_ACTION = '/marking-content-manage/marking:tag';

/** New posts waiting for their tags, newest first, each opened in the workbench with "Tag". */
export default function NewMarking() {
  const { t } = useTranslation(['tagging', 'kit']);
  const navigate = useNavigate();
  const { columns, options } = useTaskColumns();

  return (
    <ListPage<TaggingTask>
      title={t('screens.newMarking')}
      queryKey={[...taggingKeys.tasks, 'new']}
      fetchPage={(params, options) => taggingApi.tasks({ order: 'newest', ...params, status: 'waiting' }, options)}
      rowKey="id"
      filters={[
        { name: 'language', label: t('filters.language'), options: options.languages },
        { name: 'postType', label: t('filters.postType'), options: options.postTypes },
        { name: 'created', label: t('filters.created'), dateRange: true },
        { name: 'postId', label: t('filters.postId') },
      ]}
      columns={[columns.post, columns.content, columns.author, columns.postType, columns.language, columns.created]}
      rowActions={[
        {
          key: 'tag',
          label: t('marking.open'),
          permission: TAG_ACTION,
          run: (task) => void navigate(`/marking-content-manage/marking?task=${task.id}`),
        },
      ]}
    />
  );
}
