import { Col, Form, Input, Row, Select, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import type { Problem } from '../rules';
import { LIMITS } from '../rules';
import { settingMachine, settingState } from '../setting-status';
import { SETTING_PLATFORMS, type CacheKey, type SettingPlatform, type VersionSwitch } from '../types';
import { problemRule } from '../../../shared/utils/problem-rule';
import { userTextCell } from '../../../shared/components/user-text';

type Setting = CacheKey | VersionSwitch;

const platformOptions = (t: TFunction) =>
  SETTING_PLATFORMS.map((platform) => ({ label: t(`version:settings.platforms.${platform}`), value: platform }));

/** The list filters both settings screens have: key or description, apps, on or off. */
export const settingFilters = (t: TFunction) => [
  { name: 'key', label: t('version:settings.search') },
  { name: 'platform', label: t('version:settings.platform'), options: platformOptions(t) },
  {
    name: 'enabled',
    label: t('version:settings.state.label'),
    options: [
      { label: t('version:settings.state.enabled'), value: 'true' },
      { label: t('version:settings.state.disabled'), value: 'false' },
    ],
  },
];

/** An optional version range as the app reads it: "5.0.0 – 5.2.9", "≥ 5.0.0", "≤ 5.1.9" or every version. */
function rangeText(t: TFunction, row: { minVersion?: string; maxVersion?: string }): string {
  if (row.minVersion && row.maxVersion) return `${row.minVersion} – ${row.maxVersion}`;
  if (row.minVersion) return `≥ ${row.minVersion}`;
  if (row.maxVersion) return `≤ ${row.maxVersion}`;
  return t('version:settings.anyVersion');
}

export function settingColumns<T extends Setting>(t: TFunction, middle: TableColumnsType<T>): TableColumnsType<T> {
  return [
    {
      title: t('version:settings.key'),
      dataIndex: 'key',
      key: 'key',
      sorter: true,
      render: (key: string) => <code dir="ltr">{key}</code>,
    },
    ...middle,
    {
      title: t('version:settings.platform'),
      dataIndex: 'platform',
      key: 'platform',
      render: (platform: SettingPlatform) => <bdi>{t(`version:settings.platforms.${platform}`)}</bdi>,
    },
    {
      title: t('version:settings.range'),
      key: 'range',
      render: (_: unknown, row: T) => <bdi>{rangeText(t, row)}</bdi>,
    },
    { title: t('version:settings.description'), dataIndex: 'description', key: 'description', render: userTextCell },
    {
      title: t('version:settings.state.label'),
      key: 'enabled',
      render: (_: unknown, row: T) => <StatusTag machine={settingMachine} state={settingState(row)} />,
    },
    {
      title: t('version:modified'),
      dataIndex: 'lastModifiedDate',
      key: 'lastModifiedDate',
      sorter: true,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
  ];
}

/** Enable and disable, each offered only from the state the machine allows it in. */
export function toggleActions<T extends Setting>(
  t: TFunction,
  calls: { enable: (id: number) => Promise<unknown>; disable: (id: number) => Promise<unknown> },
  confirmDisable: string,
  permission?: string,
): RowAction<T>[] {
  return [
    {
      key: 'disable',
      label: t('version:settings.disable'),
      permission,
      available: settingMachine.offers('disable', settingState),
      confirm: confirmDisable,
      run: (row) => calls.disable(row.id),
    },
    {
      key: 'enable',
      label: t('version:settings.enable'),
      permission,
      available: settingMachine.offers('enable', settingState),
      run: (row) => calls.enable(row.id),
    },
  ];
}

/** Key, apps and version range: the fields every setting has, checked by the feature's own rule. */
export function SettingScopeFields({ t, problemsOf }: { t: TFunction; problemsOf: (values: never) => Problem[] }) {
  const rule = (field: string) => problemRule('version', field, problemsOf, t);
  return (
    <>
      <Form.Item
        name="key"
        label={t('version:settings.key')}
        extra={t('version:settings.keyHint')}
        required
        rules={[rule('key')]}
      >
        <Input dir="ltr" autoComplete="off" />
      </Form.Item>
      <Form.Item name="platform" label={t('version:settings.platform')} required rules={[rule('platform')]}>
        <Select options={platformOptions(t)} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="minVersion"
            label={t('version:settings.minVersion')}
            extra={t('version:settings.openEnd')}
            dependencies={['maxVersion']}
            rules={[rule('minVersion')]}
          >
            <Input dir="ltr" autoComplete="off" placeholder="5.0.0" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="maxVersion"
            label={t('version:settings.maxVersion')}
            extra={t('version:settings.openEnd')}
            dependencies={['minVersion']}
            rules={[rule('maxVersion')]}
          >
            <Input dir="ltr" autoComplete="off" placeholder="5.9.9" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label={t('version:settings.description')} rules={[rule('description')]}>
        <Input.TextArea rows={2} count={{ show: true, max: LIMITS.descriptionMax }} />
      </Form.Item>
    </>
  );
}
