import { Col, Form, InputNumber, Input, Radio, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../shared/components/image-upload/image-upload';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { problemRule } from '../../../shared/utils/problem-rule';
import { ossApi } from '../../../shared/uploads/uploads-api';
import { COVER_RULE, CREATOR_LIMITS, coverProblem, taskProblems } from '../rules';
import { POST_TYPES } from '../../../shared/types/post-types';
import { REWARD_TYPES, type CreatorTask, type CreatorTaskInput } from '../types';
import { ConditionSelect } from '../../task-conditions';

export type TaskFormValues = CreatorTaskInput;

export const taskFormValues = (task?: CreatorTask): Partial<TaskFormValues> =>
  task
    ? {
        texts: task.texts,
        stars: task.stars,
        postType: task.postType,
        requiredPosts: task.requiredPosts,
        rewardType: task.rewardType,
        rewardAmount: task.rewardAmount,
        rewardItem: task.rewardItem,
        cover: task.cover,
        conditions: task.conditions ?? [],
      }
    : { texts: {}, stars: 3, postType: 'graphics', requiredPosts: 1, rewardType: 'points' };

export const toTaskInput = (values: TaskFormValues): CreatorTaskInput => ({
  ...values,
  rewardItem: values.rewardType === 'item' ? (values.rewardItem ?? '').trim() : null,
  conditions: values.conditions ?? [],
});

/**
 * A creator task's fields: per content language a title and a description (one language with both), star
 * rating, post type, required posts, the reward (points, or an item and its quantity) and the cover, whose
 * condition (16:9, at least 960 × 540) is stated and checked before upload and again by the mock.
 */
export function TaskFields() {
  const { t } = useTranslation(['creators', 'kit']);
  const rule = (field: string) => problemRule('creators', field, taskProblems, t);
  const L = CREATOR_LIMITS;
  return (
    <>
      <Typography.Paragraph type="secondary">{t('tasks.newTaskNote')}</Typography.Paragraph>
      <LangFields
        name="texts"
        requireOneComplete={['title', 'description']}
        requireOneCompleteMessage={t('rules.textsIncomplete')}
        fields={[
          { key: 'title', label: t('tasks.textFields.title'), maxLength: L.titleMax },
          {
            key: 'description',
            label: t('tasks.textFields.description'),
            multiline: true,
            maxLength: L.descriptionMax,
          },
        ]}
      />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="stars" label={t('tasks.stars')} required rules={[rule('stars')]}>
            <Select options={[1, 2, 3, 4, 5].map((count) => ({ value: count, label: t('tasks.starsN', { count }) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="postType" label={t('tasks.postType')} required rules={[rule('postType')]}>
            <Select options={POST_TYPES.map((value) => ({ value, label: t(`postTypes.${value}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="requiredPosts" label={t('tasks.requiredPosts')} required rules={[rule('requiredPosts')]}>
            <InputNumber min={1} max={L.requiredPostsMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="rewardType" label={t('tasks.rewardType')} required rules={[rule('rewardType')]}>
            <Radio.Group
              options={REWARD_TYPES.map((value) => ({ value, label: t(`tasks.rewardTypes.${value}`) }))}
              optionType="button"
            />
          </Form.Item>
        </Col>
        <Form.Item noStyle dependencies={['rewardType']}>
          {({ getFieldValue }) =>
            getFieldValue('rewardType') === 'item' ? (
              <Col xs={24} sm={12}>
                <Form.Item name="rewardItem" label={t('tasks.rewardItem')} required rules={[rule('rewardItem')]}>
                  <Input dir="auto" maxLength={L.itemNameMax} />
                </Form.Item>
              </Col>
            ) : null
          }
        </Form.Item>
        <Col xs={24} sm={12}>
          <Form.Item
            name="rewardAmount"
            label={t('tasks.rewardAmount')}
            required
            dependencies={['rewardType']}
            rules={[rule('rewardAmount')]}
          >
            <InputNumber min={1} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="cover"
        label={t('tasks.cover')}
        extra={t('tasks.coverRule', { width: COVER_RULE.minWidth, height: COVER_RULE.minHeight })}
        required
        rules={[rule('cover')]}
      >
        <ImageUpload
          upload={ossApi.upload}
          checkSize={(size) => {
            const problem = coverProblem(size);
            return problem ? t(`rules.${problem}`) : null;
          }}
        />
      </Form.Item>
      <Form.Item
        name="conditions"
        label={t('tasks.conditions')}
        extra={t('tasks.conditionsHint')}
        rules={[rule('conditions')]}
      >
        <ConditionSelect multiple allowClear />
      </Form.Item>
    </>
  );
}
