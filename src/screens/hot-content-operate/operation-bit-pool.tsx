import { App, Form, Modal, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hotApi,
  hotKeys,
  meetsMinimums,
  type PoolCandidate,
  PostCell,
  useOpenPositions,
  useRefreshHot,
} from '../../features/hot-content';
import { ListPage } from '../../shared/components/list-page/list-page';
import { useSingleSubmit } from '../../shared/components/use-single-submit';

const ASSIGN = '/hot-content-operate/operation-bit-pool:assign';

/** Posts waiting for a position: the ranking's candidates by score; one can be put in an open position. */
export default function OperationBitPoolScreen() {
  const { t } = useTranslation(['hot', 'kit']);
  const [choosing, setChoosing] = useState<PoolCandidate | null>(null);
  return (
    <>
      <ListPage<PoolCandidate>
        title={t('pool.title')}
        queryKey={hotKeys.pool}
        fetchPage={hotApi.pool}
        rowKey="id"
        filters={[{ name: 'postId', label: t('pool.postId') }]}
        columns={[
          { title: t('pool.rank'), dataIndex: 'rank', key: 'rank' },
          {
            title: t('position.post'),
            key: 'post',
            render: (_: unknown, row: PoolCandidate) => <PostCell post={row} />,
          },
          { title: t('pool.score'), dataIndex: 'score', key: 'score' },
          { title: t('scoreTest.uv'), dataIndex: 'uv', key: 'uv' },
          { title: t('pool.age'), dataIndex: 'ageHours', key: 'ageHours' },
          {
            title: t('pool.postedAt'),
            dataIndex: 'postedAt',
            key: 'postedAt',
            render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
          },
        ]}
        rowActions={[{ key: 'assign', label: t('pool.assign'), permission: ASSIGN, run: setChoosing }]}
      />
      {choosing && <AssignDialog candidate={choosing} onClose={() => setChoosing(null)} />}
    </>
  );
}

/** Chooses the position (to be displayed, empty or showing nothing yet) that takes the post. */
function AssignDialog({ candidate, onClose }: { candidate: PoolCandidate; onClose: () => void }) {
  const { t } = useTranslation(['hot', 'kit']);
  const { message } = App.useApp();
  const refreshHot = useRefreshHot();
  const [form] = Form.useForm<{ positionId: number }>();
  const open = useOpenPositions();
  const options = (open.data?.records ?? []).map((position) => ({
    value: position.id,
    label: t('pool.positionOption', {
      number: position.number,
      from: dayjs(position.startAt).format('MM-DD HH:mm'),
      to: dayjs(position.endAt).format('MM-DD HH:mm'),
    }),
    disabled: !meetsMinimums(candidate, position),
  }));
  const submit = async ({ positionId }: { positionId: number }) => {
    try {
      const position = await hotApi.assign(positionId, candidate.id);
      message.success(t('pool.assigned', { id: candidate.id, number: position.number }));
      await refreshHot();
      onClose();
    } catch {
      // The request layer has shown why; the dialog stays with the choice made.
    }
  };
  // One submission at a time: a second click while the choice is checked or the post is placed does nothing.
  const { saving, save, onSubmitCapture } = useSingleSubmit(form, submit);
  return (
    <Modal
      open
      title={t('pool.assignTitle', { id: candidate.id })}
      okText={t('pool.assign')}
      cancelText={t('common:cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('pool.assignHelp')}</Typography.Paragraph>
      <Form form={form} layout="vertical" name="assign" onSubmitCapture={onSubmitCapture} disabled={saving}>
        <Form.Item
          name="positionId"
          label={t('pool.position')}
          rules={[{ required: true, message: t('rules.required') }]}
        >
          <Select options={options} loading={open.isPending} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
