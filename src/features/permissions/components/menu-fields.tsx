import { WarningOutlined } from '@ant-design/icons';
import { Form, Input, InputNumber, Radio, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMenuHost } from '../../../shared/menu/menu-host';
import { MENU_ICONS, MenuIcon } from '../../../shared/menu/menu-icons';
import { allowedTypes, isActionUri, isPageUri, MENU_RULES, nameField, type MenuFormValues } from '../menu-rules';
import { menuName } from '../../../shared/menu/menu-name';
import { MENU_TYPE, type MenuEntry, type MenuType } from '../../../shared/menu/menu-types';
import { usePreferencesStore } from '../../../shared/stores/preferences-store';

/** The translation key of each menu type. */
export const TYPE_KEYS: Record<MenuType, 'folder' | 'screen' | 'action'> = { 1: 'folder', 2: 'screen', 3: 'action' };
const ICON_NAMES = Object.keys(MENU_ICONS);

/** The fields of the menu entry form: names per language, uri with its notes, type, icon, sort, remark. */
export function MenuFields({ parent, childTypes }: { parent: MenuEntry | null; childTypes: MenuType[] }) {
  const { t } = useTranslation(['permissions', 'kit']);
  const language = usePreferencesStore((state) => state.language);
  const form = Form.useFormInstance<MenuFormValues>();
  const type = Form.useWatch('type', form);
  const types = allowedTypes(parent?.type ?? null, childTypes);
  const isAction = type === MENU_TYPE.action;

  const nameRules = (required: boolean) => [
    ...(required ? [{ required: true, whitespace: true, message: t('menu.rules.nameEnRequired') }] : []),
    { max: MENU_RULES.nameMaxLength, message: t('menu.rules.nameLength', { max: MENU_RULES.nameMaxLength }) },
  ];
  const count = { show: true, max: MENU_RULES.nameMaxLength };

  return (
    <>
      <Form.Item label={t('menu.fields.parent')}>
        <Typography.Text>
          {parent ? (
            <>
              {menuName(parent.name, language)}{' '}
              <span dir="ltr">
                <Typography.Text code>{parent.uri}</Typography.Text>
              </span>
            </>
          ) : (
            t('menu.topLevel')
          )}
        </Typography.Text>
      </Form.Item>
      <Form.Item
        name="type"
        label={t('menu.fields.type')}
        rules={[{ required: true, message: t('menu.rules.typeRequired') }]}
      >
        <Radio.Group
          aria-label={t('menu.fields.type')}
          options={types.map((value) => ({ value, label: t(`menu.types.${TYPE_KEYS[value]}`) }))}
        />
      </Form.Item>
      <Form.Item name={nameField('en')} label={t('menu.fields.nameEn')} rules={nameRules(true)}>
        <Input dir="ltr" lang="en" count={count} />
      </Form.Item>
      <Form.Item name={nameField('zh')} label={t('menu.fields.nameZh')} rules={nameRules(false)}>
        <Input dir="ltr" lang="zh" count={count} />
      </Form.Item>
      <Form.Item name={nameField('ar')} label={t('menu.fields.nameAr')} rules={nameRules(false)}>
        <Input dir="rtl" lang="ar" count={count} />
      </Form.Item>
      <Form.Item name={nameField('fr')} label={t('menu.fields.nameFr')} rules={nameRules(false)}>
        <Input dir="ltr" lang="fr" count={count} />
      </Form.Item>
      <Form.Item
        name="uri"
        label={t('menu.fields.uri')}
        dependencies={['type']}
        extra={<UriNotes parentUri={parent?.uri ?? ''} />}
        rules={[
          { required: true, whitespace: true, message: t('menu.rules.uriRequired') },
          { max: MENU_RULES.uriMaxLength, message: t('menu.rules.uriLength', { max: MENU_RULES.uriMaxLength }) },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) => {
              const text = (value ?? '').trim();
              if (!text) return Promise.resolve();
              if (getFieldValue('type') === MENU_TYPE.action) {
                return isActionUri(text, parent?.uri ?? '')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('menu.rules.uriAction', { screen: parent?.uri ?? '' })));
              }
              return isPageUri(text) ? Promise.resolve() : Promise.reject(new Error(t('menu.rules.uriPage')));
            },
          }),
        ]}
      >
        <Input dir="ltr" autoComplete="off" spellCheck={false} />
      </Form.Item>
      {!isAction && (
        <Form.Item name="icon" label={t('menu.fields.icon')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'value' }}
            placeholder={t('menu.noIcon')}
            options={ICON_NAMES.map((name) => ({
              value: name,
              label: (
                <Space size={8}>
                  <MenuIcon name={name} />
                  <span dir="ltr">{name}</span>
                </Space>
              ),
            }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="sort"
        label={t('menu.fields.sort')}
        extra={t('menu.hints.sort')}
        rules={[
          { required: true, message: t('menu.rules.sort', { min: MENU_RULES.sortMin, max: MENU_RULES.sortMax }) },
          {
            type: 'integer',
            min: MENU_RULES.sortMin,
            max: MENU_RULES.sortMax,
            message: t('menu.rules.sort', { min: MENU_RULES.sortMin, max: MENU_RULES.sortMax }),
          },
        ]}
      >
        <InputNumber precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="remark"
        label={t('menu.fields.remark')}
        rules={[
          {
            max: MENU_RULES.remarkMaxLength,
            message: t('menu.rules.remarkLength', { max: MENU_RULES.remarkMaxLength }),
          },
        ]}
      >
        <Input.TextArea rows={3} count={{ show: true, max: MENU_RULES.remarkMaxLength }} />
      </Form.Item>
    </>
  );
}

/**
 * Under the uri field: how a uri of this type is written, and a warning (saving stays allowed) when no
 * screen of this console serves it. Its own component so typing re-renders only this part of the form.
 */
function UriNotes({ parentUri }: { parentUri: string }) {
  const { t } = useTranslation(['permissions', 'kit']);
  const form = Form.useFormInstance<MenuFormValues>();
  const type = Form.useWatch('type', form);
  const uri = (Form.useWatch('uri', form) ?? '').trim();
  const { hasScreen, screenUris } = useMenuHost();

  let warning = '';
  if (type === MENU_TYPE.screen && isPageUri(uri) && !hasScreen(uri)) warning = t('menu.noScreen');
  if (type === MENU_TYPE.folder && isPageUri(uri) && !screenUris().some((screen) => screen.startsWith(`${uri}/`))) {
    warning = t('menu.noScreenUnder');
  }
  return (
    <>
      <div>
        {type === MENU_TYPE.action ? t('menu.hints.uriAction', { screen: parentUri }) : t('menu.hints.uriPage')}
      </div>
      {warning && (
        <Typography.Text type="warning" role="status">
          <WarningOutlined /> {warning}
        </Typography.Text>
      )}
    </>
  );
}
