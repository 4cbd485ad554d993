import { Col, Form, Input, InputNumber, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { problemRule } from '../../../shared/utils/problem-rule';
import { TIME_FORMAT } from '../../health-activities';
import { CONTEST_LIMITS, contestProblems } from '../rules';
import type { ContestInput, ContestView } from '../types';
import { DateRangeInput } from '../../../shared/components/date-range-input';

export interface ContestFormValues extends Omit<ContestInput, 'startAt' | 'endAt'> {
  schedule?: [Dayjs, Dayjs] | null;
}

export const toContestInput = ({ schedule, ...rest }: ContestFormValues): ContestInput => ({
  ...rest,
  startAt: schedule?.[0] ? schedule[0].second(0).millisecond(0).toISOString() : '',
  endAt: schedule?.[1] ? schedule[1].second(0).millisecond(0).toISOString() : '',
});

export const contestFormValues = (contest?: ContestView): Partial<ContestFormValues> =>
  contest
    ? {
        texts: contest.texts,
        prize: contest.prize,
        winnerCount: contest.winnerCount,
        schedule: [dayjs(contest.startAt), dayjs(contest.endAt)],
      }
    : { texts: {}, winnerCount: 3 };

/** A contest's fields: title and description per language, the prize, the number of winners, the window. */
export function ContestFields({ startLocked }: { startLocked: boolean }) {
  const { t } = useTranslation(['activities', 'kit']);
  const rule = (field: string) =>
    problemRule('activities', field, (values: ContestFormValues) => contestProblems(toContestInput(values)), t);
  return (
    <>
      <LangFields
        name="texts"
        fields={[
          { key: 'title', label: t('fields.title'), maxLength: CONTEST_LIMITS.titleMax },
          {
            key: 'description',
            label: t('fields.description'),
            multiline: true,
            maxLength: CONTEST_LIMITS.descriptionMax,
          },
        ]}
        requireOneComplete
      />
      <Row gutter={16}>
        <Col xs={24} sm={16}>
          <Form.Item name="prize" label={t('contests.prize')} required rules={[rule('prize')]}>
            <Input dir="auto" maxLength={CONTEST_LIMITS.prizeMax} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="winnerCount" label={t('contests.winnerCount')} required rules={[rule('winnerCount')]}>
            <InputNumber min={1} max={CONTEST_LIMITS.winnersMax} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="schedule"
        label={t('contests.window')}
        extra={startLocked ? t('contests.startLocked') : t('contests.windowHint', { max: CONTEST_LIMITS.daysMax })}
        required
        rules={[rule('schedule')]}
      >
        <DateRangeInput
          showTime={{ format: 'HH:mm' }}
          format={TIME_FORMAT}
          disabled={[startLocked, false]}
          placeholder={[t('fields.start'), t('fields.end')]}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </>
  );
}
