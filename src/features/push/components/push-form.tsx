import { Checkbox, Form, Input, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../../shared/components/image-upload/image-upload';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { APP_MODES } from '../../../shared/types/app-mode';
import { problemRule } from '../../../shared/utils/problem-rule';
import { useCreatorFields } from '../../creators';
import { ossApi } from '../../../shared/uploads/uploads-api';
import { audienceOf, PUSH_CHANNELS, type PushKind } from '../channels';
import { KNOWN_VERSIONS, PUSH_LIMITS, pushProblems } from '../rules';
import { PUSH_AREAS, PUSH_CREATOR_LEVELS, USER_GROUPS, type Push, type PushInput, type PushTarget } from '../types';
import { DesignatedUsersField } from './designated-users-field';
import { DateRangeInput } from '../../../shared/components/date-range-input';

export const PUSH_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** The form's values: the window as a pair of times. */
export interface PushFormValues extends Omit<PushInput, 'startAt' | 'endAt'> {
  window?: [Dayjs | null, Dayjs | null] | null;
}

export const toPushInput = ({ window, ...rest }: PushFormValues): PushInput => ({
  ...rest,
  designatedUsers: rest.designatedUsers ?? [],
  modes: rest.modes ?? [],
  areas: rest.areas ?? [],
  image: rest.image ?? null,
  target: rest.target ?? null,
  minVersion: rest.minVersion ?? null,
  maxVersion: rest.maxVersion ?? null,
  forceUpdate: Boolean(rest.forceUpdate),
  creatorLevels: rest.creatorLevels ?? [],
  creatorFields: rest.creatorFields ?? [],
  startAt: window?.[0] ? window[0].second(0).millisecond(0).toISOString() : '',
  endAt: window?.[1] ? window[1].second(0).millisecond(0).toISOString() : '',
});

export const toPushFormValues = (push: Push): PushFormValues => ({
  texts: push.texts,
  image: push.image,
  target: push.target,
  userGroup: push.userGroup,
  designatedUsers: push.designatedUsers,
  modes: push.modes,
  areas: push.areas,
  minVersion: push.minVersion,
  maxVersion: push.maxVersion,
  forceUpdate: push.forceUpdate,
  creatorLevels: push.creatorLevels ?? [],
  creatorFields: push.creatorFields ?? [],
  window: [dayjs(push.startAt), dayjs(push.endAt)],
});

/** The form's rules are the mock's (`pushProblems`), at the time of checking. */
const checkFor = (target: PushTarget) => (values: PushFormValues) =>
  pushProblems(toPushInput(values), target, Date.now());

export const NEW_PUSH_VALUES: Partial<PushFormValues> = {
  texts: {},
  userGroup: 'active7d',
  designatedUsers: [],
  modes: [],
  areas: [],
  forceUpdate: false,
  creatorLevels: [],
  creatorFields: [],
};

/** A creator push's audience: creator levels and fields (none chosen: all), counted over the creators. */
function CreatorAudienceFields({ rule }: { rule: (field: string) => ReturnType<typeof problemRule> }) {
  const { t } = useTranslation(['push', 'kit']);
  const { fields, nameOf } = useCreatorFields();
  return (
    <>
      <Form.Item
        name="creatorLevels"
        label={t('fields.creatorLevels')}
        extra={t('allLevelsWhenEmpty')}
        rules={[rule('creatorLevels')]}
      >
        <Checkbox.Group
          options={PUSH_CREATOR_LEVELS.map((value) => ({ value, label: t('creatorLevel', { level: value }) }))}
        />
      </Form.Item>
      <Form.Item
        name="creatorFields"
        label={t('fields.creatorFields')}
        extra={t('allFieldsWhenEmpty')}
        rules={[rule('creatorFields')]}
      >
        <Select
          mode="multiple"
          allowClear
          placeholder={t('allFields')}
          options={fields.map((field) => ({ value: field.id, label: nameOf(field.id) }))}
          optionFilterProp="label"
        />
      </Form.Item>
    </>
  );
}

/**
 * A push's fields for one channel: its target (post, help article, link or none), title and content per
 * content language (Arabic, Malay and Indonesian required; every language written complete), image,
 * window, and who receives it (user group, designated users, modes, areas, versions, force update). The
 * rules are the mock's own (`pushProblems`), in the admin's language. Used inside FormDrawer.
 */
export function PushFields({ kind }: { kind: PushKind }) {
  const { t } = useTranslation(['push', 'kit']);
  const target = PUSH_CHANNELS[kind].target;
  const rule = (field: string) => problemRule('push', field, checkFor(target), t);
  const group = Form.useWatch('userGroup') as PushInput['userGroup'] | undefined;
  const creators = audienceOf(kind) === 'creators';
  const versionOptions = KNOWN_VERSIONS.map((version) => ({ label: version, value: version }));

  return (
    <>
      <Form.Item
        name="target"
        label={t(`target.${target}.label`)}
        extra={t(`channels.${kind}.targetHint`)}
        required={target !== 'none'}
        rules={[rule('target')]}
      >
        <Input
          dir="ltr"
          autoComplete="off"
          inputMode={target === 'post' || target === 'helpArticle' || target === 'creatorTask' ? 'numeric' : undefined}
          placeholder={t(`target.${target}.placeholder`)}
        />
      </Form.Item>
      <LangFields
        name="texts"
        fields={[
          {
            key: 'title',
            label: t('fields.title'),
            maxLength: PUSH_LIMITS.titleMax,
            rules: (language) => [rule(`texts.${language}.title`)],
          },
          {
            key: 'content',
            label: t('fields.content'),
            multiline: true,
            maxLength: PUSH_LIMITS.contentMax,
            rules: (language) => [rule(`texts.${language}.content`)],
          },
        ]}
      />
      <Form.Item name="image" label={t('fields.image')} extra={t('imageHint')}>
        <ImageUpload upload={ossApi.upload} />
      </Form.Item>
      <Form.Item
        name="window"
        label={t('fields.window')}
        extra={t('windowHint', { max: PUSH_LIMITS.maxWindowDays })}
        required
        rules={[rule('window')]}
      >
        <DateRangeInput
          showTime={{ format: 'HH:mm' }}
          format={PUSH_TIME_FORMAT}
          placeholder={[t('fields.start'), t('fields.end')]}
          order={false}
        />
      </Form.Item>
      <Form.Item
        name="userGroup"
        label={t('fields.userGroup')}
        extra={creators ? t('creatorGroupHint') : undefined}
        required
        rules={[rule('userGroup')]}
      >
        <Select options={USER_GROUPS.map((value) => ({ value, label: t(`groups.${value}`) }))} />
      </Form.Item>
      {group === 'designated' ? (
        <DesignatedUsersField />
      ) : creators ? (
        <CreatorAudienceFields rule={rule} />
      ) : (
        <>
          <Form.Item name="modes" label={t('fields.modes')} extra={t('allWhenEmpty')} rules={[rule('modes')]}>
            <Checkbox.Group options={APP_MODES.map((value) => ({ value, label: t(`modes.${value}`) }))} />
          </Form.Item>
          <Form.Item name="areas" label={t('fields.areas')} extra={t('allWhenEmpty')} rules={[rule('areas')]}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('allAreas')}
              options={PUSH_AREAS.map((value) => ({ value, label: t(`areas.${value}`) }))}
              optionFilterProp="label"
            />
          </Form.Item>
          <Form.Item name="minVersion" label={t('fields.minVersion')} rules={[rule('minVersion')]}>
            <Select allowClear placeholder={t('anyVersion')} options={versionOptions} />
          </Form.Item>
          <Form.Item name="maxVersion" label={t('fields.maxVersion')} rules={[rule('maxVersion')]}>
            <Select allowClear placeholder={t('anyVersion')} options={versionOptions} />
          </Form.Item>
        </>
      )}
      {!creators && (
        <Form.Item
          name="forceUpdate"
          label={t('fields.forceUpdate')}
          extra={t('forceUpdateHint')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
      )}
    </>
  );
}
