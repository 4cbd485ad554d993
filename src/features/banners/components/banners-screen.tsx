import { PlusOutlined } from '@ant-design/icons';
import { Button, Form, Image, Input, InputNumber, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ImageUpload } from '../../../shared/components/image-upload/image-upload';
import type { LangTexts } from '../../../shared/components/lang-fields/content-languages';
import { LangFields } from '../../../shared/components/lang-fields/lang-fields';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { SlotPreview } from '../../../shared/components/slot-preview';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { ossApi } from '../../../shared/uploads/uploads-api';
import { LangTags } from '../../../shared/components/lang-fields/lang-tags';
import { problemRule } from '../../../shared/utils/problem-rule';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { bannerApi, bannerKeys } from '../api';
import { BANNER_LIMITS, bannerMachine, bannerProblems } from '../rules';
import {
  BANNER_SLOTS,
  SLOT_SCREENS,
  type Banner,
  type BannerInput,
  type BannerSlot,
  type BannerStatus,
} from '../types';
import { DateRangeInput } from '../../../shared/components/date-range-input';
import { UserText } from '../../../shared/components/user-text';
import { deleteAction, editAction } from '../../../shared/components/list-page/edit-delete-actions';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
const stateOf = (row: Banner): BannerStatus => row.status;

interface BannerForm extends Omit<BannerInput, 'startAt' | 'endAt'> {
  window?: [Dayjs | null, Dayjs | null] | null;
}

const toInput = ({ window, ...rest }: BannerForm): BannerInput => ({
  ...rest,
  startAt: window?.[0] ? window[0].second(0).millisecond(0).toISOString() : '',
  endAt: window?.[1] ? window[1].second(0).millisecond(0).toISOString() : '',
});
const checkForm = (values: BannerForm) => bannerProblems(toInput(values), Date.now());

/** The image as the slot shows it, with the title in the admin's language (or the first written) laid over it. */
function LivePreview({ form, slot }: { form: FormInstance<BannerForm>; slot: BannerSlot }) {
  const { t, i18n } = useTranslation('modecontent');
  const image = Form.useWatch('image', form) as string | undefined;
  const texts = (Form.useWatch('texts', form) ?? {}) as LangTexts;
  const { width, height } = BANNER_SLOTS[slot];
  return (
    <Form.Item label={t('banners.preview')}>
      <SlotPreview
        src={image}
        width={width}
        height={height}
        label={t('banners.previewLabel', { slot: t(`banners.slots.${slot}.name`), width, height })}
        alt={t('banners.previewAlt')}
        empty={t('banners.previewEmpty')}
        overlay={displayName(texts, i18n.language, 'title')}
      />
    </Form.Item>
  );
}

/**
 * One banner slot's banners (creator centre, news release): image of the slot's exact size checked
 * before upload, title per content language, https link, display window, weight; a live preview at the
 * slot's real proportions. The mock refuses a window that would put more banners at once in the slot
 * than it rotates.
 */
export function BannersScreen({ slot }: { slot: BannerSlot }) {
  const { t, i18n } = useTranslation(['modecontent', 'kit']);
  const action = (name: string) => `${SLOT_SCREENS[slot]}:${name}`;
  const queryKey = bannerKeys.all(slot);
  const { width, height, capacity } = BANNER_SLOTS[slot];
  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<Banner, BannerForm>({
    create: (values) => bannerApi.create(slot, toInput(values)),
    update: (row, values) => bannerApi.update(slot, row.id, toInput(values)),
    queryKey,
  });
  const rule = (field: string) => problemRule('modecontent', field, checkForm, t);
  const title = (row: Banner) => displayName(row.texts, i18n.language, 'title');

  const rowActions: RowAction<Banner>[] = [
    editAction(t, { permission: action('edit'), available: bannerMachine.offers('edit', stateOf), run: startEdit }),
    {
      key: 'takeDown',
      label: t('banners.takeDown'),
      permission: action('unpublish'),
      available: bannerMachine.offers('takeDown', stateOf),
      confirm: t('banners.confirmTakeDown'),
      success: t('kit:success.operation'),
      run: (row) => bannerApi.takeDown(slot, row.id),
    },
    deleteAction(t, {
      permission: action('delete'),
      confirm: t('banners.confirmDelete'),
      available: bannerMachine.offers('delete', stateOf),
      run: (row) => bannerApi.remove(slot, row.id),
    }),
  ];

  return (
    <>
      <ListPage<Banner>
        title={t(`banners.slots.${slot}.title`)}
        queryKey={queryKey}
        fetchPage={(params, options) => bannerApi.page(slot, params, options)}
        rowKey="id"
        filters={[
          { name: 'title', label: t('banners.search') },
          {
            name: 'status',
            label: t('banners.statusLabel'),
            options: (['upcoming', 'showing', 'ended'] as const).map((status) => ({
              label: t(`banners.status.${status}`),
              value: status,
            })),
          },
        ]}
        toolbar={
          <PermissionGate action={action('create')}>
            <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
              {t('banners.create')}
            </Button>
          </PermissionGate>
        }
        columns={[
          {
            title: t('banners.image'),
            dataIndex: 'image',
            key: 'image',
            render: (src: string, row) => (
              <Image src={src} width={120} alt={t('banners.imageOf', { title: title(row) })} />
            ),
          },
          {
            title: t('banners.bannerTitle'),
            key: 'title',
            render: (_: unknown, row) => <UserText>{title(row)}</UserText>,
          },
          {
            title: t('languagesColumn'),
            key: 'languages',
            render: (_: unknown, row) => <LangTags texts={row.texts} field="title" />,
          },
          {
            title: t('banners.window'),
            key: 'window',
            render: (_: unknown, row) => (
              <bdi>
                {dayjs(row.startAt).format(TIME_FORMAT)} – {dayjs(row.endAt).format(TIME_FORMAT)}
              </bdi>
            ),
          },
          { title: t('weight'), dataIndex: 'weight', key: 'weight' },
          {
            title: t('banners.statusLabel'),
            dataIndex: 'status',
            key: 'status',
            render: (status: BannerStatus) => <StatusTag machine={bannerMachine} state={status} />,
          },
        ]}
        rowActions={rowActions}
      />
      <FormDrawer<BannerForm>
        open={editing !== null}
        width={720}
        title={edited ? t('banners.editTitle') : t('banners.create')}
        initialValues={
          edited
            ? {
                texts: edited.texts,
                image: edited.image,
                link: edited.link,
                weight: edited.weight,
                window: [dayjs(edited.startAt), dayjs(edited.endAt)],
              }
            : { texts: {}, weight: 0 }
        }
        onSubmit={save}
        onClose={close}
      >
        {(form) => (
          <>
            <Form.Item name="image" label={t('banners.image')} required rules={[rule('image')]}>
              <ImageUpload upload={ossApi.upload} exactSize={{ width, height }} />
            </Form.Item>
            <LivePreview form={form} slot={slot} />
            <Form.Item name="link" label={t('banners.link')} required rules={[rule('link')]}>
              <Input dir="ltr" autoComplete="off" placeholder="https://" maxLength={BANNER_LIMITS.linkMax} />
            </Form.Item>
            <Form.Item
              name="window"
              label={t('banners.window')}
              extra={t('banners.windowHint', { max: capacity })}
              required
              rules={[rule('window')]}
            >
              <DateRangeInput
                showTime={{ format: 'HH:mm' }}
                format={TIME_FORMAT}
                placeholder={[t('banners.start'), t('banners.end')]}
                order={false}
              />
            </Form.Item>
            <Form.Item name="weight" label={t('weight')} extra={t('weightHint')} required rules={[rule('weight')]}>
              <InputNumber min={0} max={BANNER_LIMITS.weightMax} precision={0} />
            </Form.Item>
            <LangFields
              name="texts"
              fields={[{ key: 'title', label: t('banners.bannerTitle'), maxLength: BANNER_LIMITS.titleMax }]}
              requireOneComplete
            />
          </>
        )}
      </FormDrawer>
    </>
  );
}
