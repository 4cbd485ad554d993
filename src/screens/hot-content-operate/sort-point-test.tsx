import { CalculatorOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Form, InputNumber, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type PostNumbers, useHotConfig, useScoreTest } from '../../features/hot-content';

/**
 * The ranking score test: a post's numbers in, the score the ranking gives it (the formula of `hotScore`,
 * with the community settings' weights) and where today's candidates would put it.
 */
export default function SortPointTestScreen() {
  const { t } = useTranslation(['hot', 'kit']);
  const [form] = Form.useForm<PostNumbers>();
  const config = useHotConfig();
  const test = useScoreTest();
  const count: FormRule[] = [
    { required: true, message: t('rules.required') },
    { type: 'integer', min: 0, max: LIMITS.maxCount, message: t('rules.count') },
  ];
  const result = test.data;
  return (
    <Card title={<h1 className="screen-title">{t('scoreTest.title')}</h1>}>
      {config.data && (
        <Typography.Paragraph>
          {t('scoreTest.formula', {
            likeWeight: config.data.likeWeight,
            commentWeight: config.data.commentWeight,
            uvWeight: config.data.uvWeight,
            gravity: config.data.gravity,
          })}
        </Typography.Paragraph>
      )}
      <Form<PostNumbers>
        form={form}
        name="score-test"
        layout="inline"
        onFinish={(values) => test.mutate(values)}
        onValuesChange={() => test.reset()}
        aria-label={t('scoreTest.title')}
      >
        <Form.Item name="likes" label={t('scoreTest.likes')} rules={count}>
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item name="comments" label={t('scoreTest.comments')} rules={count}>
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item name="uv" label={t('scoreTest.uv')} rules={count}>
          <InputNumber precision={0} />
        </Form.Item>
        <Form.Item
          name="ageHours"
          label={t('scoreTest.ageHours')}
          rules={[
            { required: true, message: t('rules.required') },
            { type: 'number', min: 0, max: LIMITS.maxAgeHours, message: t('rules.ageHours') },
          ]}
        >
          <InputNumber />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<CalculatorOutlined />} loading={test.isPending}>
          {t('scoreTest.calculate')}
        </Button>
      </Form>
      {result && (
        <Descriptions
          bordered
          column={1}
          style={{ marginTop: 24, maxWidth: 560 }}
          title={t('scoreTest.result')}
          items={[
            { key: 'score', label: t('scoreTest.score'), children: <output>{result.score}</output> },
            {
              key: 'rank',
              label: t('scoreTest.rank'),
              children: t('scoreTest.rankValue', { rank: result.rank, total: result.candidates }),
            },
            {
              key: 'position',
              label: t('scoreTest.position'),
              children:
                result.position === null
                  ? t('scoreTest.noPosition')
                  : t('scoreTest.positionValue', { number: result.position }),
            },
          ]}
        />
      )}
      {test.isError && (
        <Alert type="error" showIcon role="alert" style={{ marginTop: 24 }} title={test.error.message} />
      )}
    </Card>
  );
}
