import { TrophyFilled } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Drawer, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/components/query-state';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCan } from '../../../shared/hooks/use-permission';
import { contestApi, contestKeys } from '../api';
import { contestMachine } from '../rules';
import type { ContestEntry, ContestView } from '../types';
import { UserText } from '../../../shared/components/user-text';

const AWARD = '/content-recommend/prize-con-test:award';

/**
 * A contest's entries, most liked first. Once the contest has closed, an admin holding the award action
 * picks the winners (up to the number of prizes) and announces them after a question; then the winners
 * are marked and nothing can be chosen any more.
 */
export function EntriesDrawer({
  contest,
  title,
  onClose,
}: {
  contest: ContestView;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['activities', 'kit', 'common']);
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const canAward = useCan(AWARD) && contestMachine.can('award', contest.state);
  const [chosen, setChosen] = useState<Key[]>([]);
  const entries = useQuery({
    queryKey: contestKeys.entries(contest.id),
    queryFn: ({ signal }) => contestApi.entries(contest.id, { signal }),
  });

  const announce = () =>
    modal.confirm({
      title: t('contests.confirmAnnounce', { count: chosen.length }),
      content: t('contests.confirmAnnounceBody'),
      okText: t('contests.announce'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          await contestApi.announce(contest.id, chosen.map(Number));
        } catch {
          // The request layer has shown the refusal.
          return;
        }
        message.success(t('contests.announced'));
        await queryClient.invalidateQueries({ queryKey: contestKeys.all });
        onClose();
      },
    });

  return (
    <Drawer open title={t('contests.entriesTitle', { title })} size={860} onClose={onClose}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Descriptions size="small" column={{ xs: 1, sm: 3 }}>
          <Descriptions.Item label={t('contests.prize')}>
            <UserText>{contest.prize}</UserText>
          </Descriptions.Item>
          <Descriptions.Item label={t('contests.winnerCount')}>{contest.winnerCount}</Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>
            <StatusTag machine={contestMachine} state={contest.state} />
          </Descriptions.Item>
        </Descriptions>
        {canAward && (
          <Alert
            type="info"
            showIcon
            title={t('contests.chooseHint', { max: contest.winnerCount })}
            action={
              <Button type="primary" icon={<TrophyFilled />} disabled={chosen.length === 0} onClick={announce}>
                {t('contests.announceCount', { count: chosen.length, max: contest.winnerCount })}
              </Button>
            }
          />
        )}
        <QueryState query={entries}>
          <Table<ContestEntry>
            rowKey="id"
            size="small"
            loading={entries.isPending}
            dataSource={entries.data}
            pagination={{ pageSize: 20, hideOnSinglePage: true }}
            rowSelection={
              canAward
                ? {
                    selectedRowKeys: chosen,
                    onChange: setChosen,
                    hideSelectAll: true,
                    getCheckboxProps: (entry) => ({
                      disabled: !chosen.includes(entry.id) && chosen.length >= contest.winnerCount,
                      'aria-label': t('contests.chooseEntry', { name: entry.nickname }),
                    }),
                  }
                : undefined
            }
            columns={[
              {
                title: t('contests.entrant'),
                key: 'user',
                render: (_: unknown, entry) => (
                  <Space orientation="vertical" size={0}>
                    <UserText>{entry.nickname}</UserText>
                    <Typography.Text type="secondary">
                      {entry.userId} · <UserText>{`@${entry.login}`}</UserText>
                    </Typography.Text>
                  </Space>
                ),
              },
              {
                title: t('contests.entry'),
                dataIndex: 'content',
                key: 'content',
                render: (content: string) => (
                  <UserText lines={2} style={{ maxWidth: 320 }}>
                    {content}
                  </UserText>
                ),
              },
              { title: t('contests.likes'), dataIndex: 'likes', key: 'likes' },
              { title: t('contests.comments'), dataIndex: 'comments', key: 'comments' },
              {
                title: t('contests.submitted'),
                dataIndex: 'submittedAt',
                key: 'submittedAt',
                render: (time: string) => dayjs(time).format('YYYY-MM-DD HH:mm'),
              },
              {
                title: t('contests.result'),
                key: 'winner',
                render: (_: unknown, entry) =>
                  entry.winner ? (
                    <Tag color="gold" icon={<TrophyFilled />}>
                      {t('contests.winner')}
                    </Tag>
                  ) : null,
              },
            ]}
          />
        </QueryState>
      </Space>
    </Drawer>
  );
}
