import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Switch, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TOPIC_LIMITS, topicProblems } from '../rules';
import { TOPIC_CATEGORIES, TOPIC_TYPES, type Topic, type TopicInput } from '../types';

/** The form's values: the hot end time as the date picker holds it. */
export type TopicFormValues = Omit<TopicInput, 'hotEndTime'> & { hotEndTime: Dayjs | null };

export const toTopicInput = (values: TopicFormValues): TopicInput => ({
  ...values,
  valid: Boolean(values.valid),
  hot: Boolean(values.hot),
  hotEndTime: values.hot && values.hotEndTime ? values.hotEndTime.toISOString() : null,
  names: { en: values.names?.en ?? '', fr: values.names?.fr ?? '', ar: values.names?.ar ?? '' },
});

export const topicFormValues = (topic?: Topic): Partial<TopicFormValues> =>
  topic
    ? { ...topic, hotEndTime: topic.hotEndTime ? dayjs(topic.hotEndTime) : null }
    : { valid: true, hot: false, type: 'realName', names: { en: '', fr: '', ar: '' } };

/** An antd rule running the feature's rules over the whole form, so form and mock say the same. */
function useTopicRule() {
  const { t } = useTranslation('topics');
  return (field: string): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const values = getFieldsValue(true) as TopicFormValues;
        const problem = topicProblems(toTopicInput(values)).find((item) => item.field === field);
        return problem ? Promise.reject(new Error(t(`rules.${problem.code}`))) : Promise.resolve();
      },
    });
}

/** The fields of a topic: its names (Arabic right to left), category, type, valid, and hot settings. */
export function TopicFields() {
  const { t } = useTranslation('topics');
  const rule = useTopicRule();
  const hot = Form.useWatch<boolean | undefined>('hot');
  return (
    <>
      <Form.Item name="name" label={t('fields.name')} required rules={[rule('name')]} extra={t('fields.nameHint')}>
        <Input dir="auto" count={{ show: true, max: TOPIC_LIMITS.nameMax }} />
      </Form.Item>
      <Form.Item name={['names', 'en']} label={t('fields.nameEn')} required rules={[rule('names.en')]}>
        <Input lang="en" dir="ltr" />
      </Form.Item>
      <Form.Item name={['names', 'fr']} label={t('fields.nameFr')} rules={[rule('names.fr')]}>
        <Input lang="fr" dir="ltr" />
      </Form.Item>
      <Form.Item name={['names', 'ar']} label={t('fields.nameAr')} rules={[rule('names.ar')]}>
        <Input lang="ar" dir="rtl" />
      </Form.Item>
      <Form.Item name="description" label={t('fields.description')} rules={[rule('description')]}>
        <Input.TextArea dir="auto" rows={3} count={{ show: true, max: TOPIC_LIMITS.descriptionMax }} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="category" label={t('fields.category')} required rules={[rule('category')]}>
            <Select options={TOPIC_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="type" label={t('fields.type')} required rules={[rule('type')]}>
            <Radio.Group options={TOPIC_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={12}>
          <Form.Item name="valid" label={t('fields.valid')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="hot" label={t('fields.hot')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      {hot && (
        <>
          <Form.Item name="hotEndTime" label={t('fields.hotEndTime')} required rules={[rule('hotEndTime')]}>
            <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item name="hotRank" label={t('fields.hotRank')} required rules={[rule('hotRank')]}>
                <InputNumber
                  min={TOPIC_LIMITS.rankMin}
                  max={TOPIC_LIMITS.rankMax}
                  precision={0}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item name="hotWeight" label={t('fields.hotWeight')} required rules={[rule('hotWeight')]}>
                <InputNumber
                  min={TOPIC_LIMITS.weightMin}
                  max={TOPIC_LIMITS.weightMax}
                  precision={0}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
          </Row>
        </>
      )}
    </>
  );
}
