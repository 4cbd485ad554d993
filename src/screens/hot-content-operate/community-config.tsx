import { App, Alert, Button, Card, Form, InputNumber, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type CommunityConfigInput, LIMITS, useHotConfig, useSaveHotConfig } from '../../features/hot-content';
import { QueryState } from '../../shared/components/query-state';
import { useCan } from '../../shared/hooks/use-permission';
import { isRequestError } from '../../shared/request/request-error';

const SAVE = '/hot-content-operate/community-config:save';

/** The community settings the ranking and the refresh use: wait between refreshes, positions, weights. */
export default function CommunityConfigScreen() {
  const { t } = useTranslation(['hot', 'kit']);
  const { message } = App.useApp();
  const [form] = Form.useForm<CommunityConfigInput>();
  const config = useHotConfig();
  const canSave = useCan(SAVE);
  const save = useSaveHotConfig({
    onSuccess: () => message.success(t('kit:success.save')),
    onError: (error) => {
      const fieldErrors = isRequestError(error)
        ? (error.body as { fieldErrors?: Array<{ field: string; message: string }> } | undefined)?.fieldErrors
        : undefined;
      if (fieldErrors?.length)
        form.setFields(fieldErrors.map(({ field, message: text }) => ({ name: field, errors: [text] })) as never);
    },
  });

  const weight = (max: number) => [
    { required: true, message: t('rules.required') },
    {
      type: 'number' as const,
      min: 0,
      max,
      message: max === LIMITS.gravity.max ? t('rules.gravity') : t('rules.weight'),
    },
  ];

  const body = (
    <QueryState query={config}>
      {(data) => (
        <Form<CommunityConfigInput>
          form={form}
          name="community-config"
          layout="vertical"
          style={{ maxWidth: 480 }}
          initialValues={data}
          disabled={!canSave || save.isPending}
          onFinish={(values) => save.mutate(values)}
        >
          <Form.Item
            name="refreshWaitMinutes"
            label={t('config.refreshWaitMinutes')}
            extra={t('config.refreshWaitHelp')}
            rules={[
              { required: true, message: t('rules.required') },
              { type: 'integer', ...LIMITS.refreshWaitMinutes, message: t('rules.refreshWaitMinutes') },
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="positionCount"
            label={t('config.positionCount')}
            rules={[
              { required: true, message: t('rules.required') },
              { type: 'integer', ...LIMITS.positionCount, message: t('rules.positionCount') },
            ]}
          >
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="likeWeight" label={t('config.likeWeight')} rules={weight(LIMITS.weight.max)}>
            <InputNumber step={0.1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="commentWeight" label={t('config.commentWeight')} rules={weight(LIMITS.weight.max)}>
            <InputNumber step={0.1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="uvWeight" label={t('config.uvWeight')} rules={weight(LIMITS.weight.max)}>
            <InputNumber step={0.1} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="gravity"
            label={t('config.gravity')}
            extra={t('config.gravityHelp')}
            rules={weight(LIMITS.gravity.max)}
          >
            <InputNumber step={0.1} style={{ width: '100%' }} />
          </Form.Item>
          {canSave && (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('kit:save')}
            </Button>
          )}
        </Form>
      )}
    </QueryState>
  );

  return (
    <Card title={<h1 className="screen-title">{t('config.title')}</h1>}>
      {config.data && (
        <Typography.Paragraph type="secondary">
          {t('config.updated', {
            login: config.data.updatedBy,
            at: dayjs(config.data.updatedAt).format('YYYY-MM-DD HH:mm'),
          })}
        </Typography.Paragraph>
      )}
      {save.isError && (
        <Alert type="error" showIcon role="alert" title={save.error.message} style={{ marginBottom: 16 }} />
      )}
      {body}
    </Card>
  );
}
