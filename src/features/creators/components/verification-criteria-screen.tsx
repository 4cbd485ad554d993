import { Alert, App, Button, Card, Col, Form, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../shared/components/query-state';
import { useCan } from '../../../shared/hooks/use-permission';
import { isRequestError } from '../../../shared/request/request-error';
import { problemRule } from '../../../shared/utils/problem-rule';
import { CREATOR_LIMITS, criteriaProblems } from '../rules';
import type { CriteriaInput } from '../types';
import { useCreatorFields } from './use-creator-fields';
import { useSaveCriteria, useVerificationCriteria } from './use-creator-queries';
import { VerificationChecker } from './verification-checker';

const SAVE = '/creator-center-manage/creator-domain-verification-criteria:save';
const TIME = 'YYYY-MM-DD HH:mm';
const FIELDS: Array<[keyof CriteriaInput, number]> = [
  ['minFollowers', CREATOR_LIMITS.followersMax],
  ['minLikes', CREATOR_LIMITS.likesMax],
  ['minLikedPosts', CREATOR_LIMITS.postsMax],
  ['minPosts', CREATOR_LIMITS.postsMax],
];

/**
 * The verification numbers of each creator field (domain), editable by holders of `:save`, and a checker:
 * which conditions a user meets today by their own field's numbers.
 */
export function VerificationCriteriaScreen() {
  const { t } = useTranslation(['creators', 'kit']);
  const { message } = App.useApp();
  const [form] = Form.useForm<CriteriaInput>();
  const canSave = useCan(SAVE);
  const fields = useCreatorFields();
  const [chosenField, setChosenField] = useState<number | null>(null);
  const fieldId = chosenField ?? fields.fields[0]?.id ?? null;
  const criteria = useVerificationCriteria(fieldId);
  // The form keeps one store: another field's numbers (or the saved ones) replace what it shows.
  useEffect(() => {
    if (criteria.data) form.resetFields();
  }, [criteria.data, form]);
  const save = useSaveCriteria({
    onSuccess: () => message.success(t('criteria.saved')),
    onError: (error) => {
      const fieldErrors = isRequestError(error)
        ? (error.body as { fieldErrors?: Array<{ field: string; message: string }> } | undefined)?.fieldErrors
        : undefined;
      if (fieldErrors?.length)
        form.setFields(fieldErrors.map(({ field, message: text }) => ({ name: field, errors: [text] })) as never);
    },
  });

  const numbers = (
    <QueryState query={criteria}>
      {(data) => (
        <Form<CriteriaInput>
          form={form}
          name="verification-criteria"
          layout="vertical"
          style={{ maxWidth: 520 }}
          initialValues={data}
          disabled={!canSave || save.isPending}
          onFinish={(values) => save.mutate({ fieldId: data.fieldId, input: values })}
        >
          {FIELDS.map(([field, max]) => (
            <Form.Item
              key={field}
              name={field}
              label={t(`criteria.${field}`)}
              required
              dependencies={field === 'minPosts' ? ['minLikedPosts'] : undefined}
              rules={[problemRule('creators', field, criteriaProblems, t)]}
            >
              <InputNumber min={0} max={max} style={{ width: '100%' }} />
            </Form.Item>
          ))}
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
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <Card title={<h1 className="screen-title">{t('criteria.title')}</h1>}>
          <Typography.Paragraph type="secondary">{t('criteria.intro')}</Typography.Paragraph>
          <Space orientation="vertical" size={4} style={{ marginBottom: 16 }}>
            <label htmlFor="criteria-field">{t('criteria.field')}</label>
            <Select
              id="criteria-field"
              style={{ minWidth: 240 }}
              loading={fields.isLoading}
              value={fieldId === null ? undefined : String(fieldId)}
              options={fields.options}
              onChange={(value: string) => {
                save.reset();
                setChosenField(Number(value));
              }}
            />
            <Typography.Text type="secondary">{t('criteria.fieldHint')}</Typography.Text>
          </Space>
          {criteria.data && (
            <Typography.Paragraph type="secondary">
              {t('criteria.updated', { by: criteria.data.updatedBy, at: dayjs(criteria.data.updatedAt).format(TIME) })}
            </Typography.Paragraph>
          )}
          {save.isError && (
            <Alert type="error" showIcon role="alert" title={save.error.message} style={{ marginBottom: 16 }} />
          )}
          {numbers}
        </Card>
      </Col>
      <Col xs={24} xl={12}>
        <VerificationChecker minLikes={criteria.data?.minLikes ?? ''} fieldName={fields.nameOf} />
      </Col>
    </Row>
  );
}
