import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { VerificationCheck } from '../types';
import { useVerificationCheck } from './use-creator-queries';

interface VerificationCheckerProps {
  /** The shown field's minimum likes, named by the likes condition ('' while they load). */
  minLikes: number | '';
  /** A field's name by its id. */
  fieldName: (id: number | null) => string;
}

/** The checker: which conditions a user meets today by their own field's numbers. */
export function VerificationChecker({ minLikes, fieldName }: VerificationCheckerProps) {
  const { t } = useTranslation(['creators', 'kit']);
  const check = useVerificationCheck();
  const result = check.data;
  const name = (found: VerificationCheck) =>
    t('criteria.resultFor', { name: found.nickname, login: found.login, level: t(`levels.${found.level}`) });

  return (
    <Card title={<h2 className="screen-title">{t('criteria.checker')}</h2>}>
      <Typography.Paragraph type="secondary">{t('criteria.checkerIntro')}</Typography.Paragraph>
      <Form<{ userId: string }>
        name="verification-check"
        layout="inline"
        onFinish={({ userId }) => check.mutate(userId.trim())}
      >
        <Form.Item
          name="userId"
          label={t('criteria.userId')}
          rules={[{ required: true, pattern: /^\s*\d{7}\s*$/, message: t('rules.userId') }]}
        >
          <Input inputMode="numeric" dir="ltr" style={{ width: 160 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={check.isPending}>
          {t('criteria.check')}
        </Button>
      </Form>
      <div style={{ marginTop: 16 }} aria-live="polite">
        {check.isError && <Alert type="error" showIcon role="alert" title={check.error.message} />}
        {result && !check.isPending && !check.isError && (
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert
              type={result.eligible ? 'success' : 'warning'}
              showIcon
              title={t(result.eligible ? 'criteria.eligible' : 'criteria.notEligible', {
                name: name(result),
              })}
              description={t('criteria.appliedField', { field: fieldName(result.fieldId) })}
            />
            <Table
              rowKey="key"
              size="small"
              pagination={false}
              aria-label={t('criteria.checker')}
              dataSource={result.conditions}
              columns={[
                {
                  title: t('criteria.condition'),
                  key: 'key',
                  render: (_: unknown, row) => t(`criteria.conditions.${row.key}`, { likes: minLikes }),
                },
                { title: t('criteria.required'), dataIndex: 'required', key: 'required' },
                { title: t('criteria.actual'), dataIndex: 'actual', key: 'actual' },
                {
                  title: t('criteria.met'),
                  key: 'met',
                  render: (_: unknown, row) =>
                    row.met ? (
                      <Typography.Text type="success">
                        <CheckCircleFilled /> {t('criteria.met')}
                      </Typography.Text>
                    ) : (
                      <Typography.Text type="danger">
                        <CloseCircleFilled /> {t('criteria.notMet')}
                      </Typography.Text>
                    ),
                },
              ]}
            />
          </Space>
        )}
      </div>
    </Card>
  );
}
