import { PlusOutlined } from '@ant-design/icons';
import { Button, Space, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormDrawer } from '../../../shared/components/form-drawer';
import { ListPage } from '../../../shared/components/list-page/list-page';
import type { RowAction } from '../../../shared/components/list-page/row-actions';
import { PermissionGate } from '../../../shared/components/permission-gate';
import { StatusTag } from '../../../shared/components/status-tag/status-tag';
import { appConfig } from '../../../shared/config/app-config';
import { useCreateEdit } from '../../../shared/hooks/use-create-edit';
import { useNow } from '../../../shared/hooks/use-now';
import { useCan } from '../../../shared/hooks/use-permission';
import { recommendationApi, recommendationKeys, type Place } from '../api';
import { h5Address } from '../../../shared/links/h5-link';
import { canClose, canEdit, kindsFor, localDay, recommendationMachine, stageOf } from '../rules';
import { screenOf } from '../screens';
import {
  IMAGE_SLOTS,
  RECOMMENDATION_STATUSES,
  type CalendarDay,
  type ImageKind,
  type RecommendationView,
} from '../types';
import {
  newFormValues,
  RecommendationFields,
  toFormValues,
  toRecommendationInput,
  type RecommendationFormValues,
} from './recommendation-form';
import { pickTitle } from './titles';
import { YearCalendar } from './year-calendar';
import { UserText } from '../../../shared/components/user-text';
import { editAction } from '../../../shared/components/list-page/edit-delete-actions';
import { updatedByColumn } from '../../../shared/components/list-page/audit-columns';

const CALENDAR_FILTERS = ['days', 'flagged'];

/**
 * One surface of one mode (the insights of a mode, a mode's tool page, the explore page): its
 * recommendations (create, edit while waiting, close), and its calendar (a year of days, the days with no
 * recommended content flagged, and the list of days with a "flagged dates only" filter).
 */
export function RecommendationScreen({ place, title }: { place: Place; title: string }) {
  const { t, i18n } = useTranslation(['recommendations', 'kit']);
  const [params, setParams] = useSearchParams();
  // The calendar's filters have names of their own: a link carrying them opens the calendar.
  const [view, setView] = useState<'list' | 'calendar'>(() =>
    CALENDAR_FILTERS.some((name) => params.has(name)) ? 'calendar' : 'list',
  );
  // The tab's content follows the tab one step later: the old content goes in one commit and the new one
  // comes in the next, so switching never costs one long task.
  const [drawn, setDrawn] = useState(view);
  useEffect(() => {
    if (drawn !== view) startTransition(() => setDrawn(view));
  }, [drawn, view]);
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const today = localDay(useNow(60_000));
  const screen = screenOf(place.surface, place.mode)!;
  const action = (name: string) => `${screen}:${name}`;
  const canCreate = useCan(action('create'));
  const kinds = kindsFor(place.surface);
  const stage = stageOf(place.surface, place.mode);
  const prefix = recommendationKeys.list(place).slice(0, 3);

  const { editing, edited, startCreate, startEdit, close, save } = useCreateEdit<
    RecommendationView,
    RecommendationFormValues
  >({
    create: (values) => recommendationApi.create(toRecommendationInput(place, values)),
    update: (row, values) => recommendationApi.update(row.id, toRecommendationInput(place, values)),
    queryKey: prefix,
  });
  const startCreateOn = (day: string) => {
    setPickedDay(day);
    startCreate();
  };
  const closeDrawer = () => {
    setPickedDay(null);
    close();
  };
  const saveAndForgetDay = async (values: RecommendationFormValues) => {
    await save(values);
    setPickedDay(null);
  };

  const titleOf = (row: RecommendationView) =>
    row.kind === 'article' ? pickTitle(row.article?.titles, i18n.language) : pickTitle(row.texts, i18n.language);
  const linkOf = (row: RecommendationView) => {
    const own = row.texts[i18n.language as 'en'] ?? row.texts.en ?? Object.values(row.texts)[0];
    return own?.link ? h5Address(own.link, appConfig) : null;
  };

  const rowActions: RowAction<RecommendationView>[] = [
    editAction(t, { permission: action('edit'), available: (row) => canEdit(row, today), run: startEdit }),
    {
      key: 'close',
      label: t('action.close'),
      permission: action('close'),
      danger: true,
      available: (row) => canClose(row, today),
      confirm: t('action.confirmClose'),
      success: t('action.closed'),
      run: (row) => recommendationApi.close(row.id),
    },
  ];

  const createButton = (
    <PermissionGate action={action('create')}>
      <Button type="primary" icon={<PlusOutlined />} onClick={startCreate}>
        {t('action.create')}
      </Button>
    </PermissionGate>
  );

  const list = (
    <ListPage<RecommendationView>
      title={title}
      queryKey={recommendationKeys.list(place)}
      fetchPage={(query, options) => recommendationApi.list(place, query, options)}
      rowKey="id"
      filters={[
        {
          name: 'status',
          label: t('field.status'),
          options: RECOMMENDATION_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) })),
        },
        ...(kinds.length > 1
          ? [
              {
                name: 'kind',
                label: t('field.kind'),
                options: kinds.map((kind) => ({ value: kind, label: t(`kind.${kind}`) })),
              },
            ]
          : []),
        { name: 'window', label: t('field.dates'), dateRange: true },
      ]}
      toolbar={createButton}
      columns={[
        { title: t('field.id'), dataIndex: 'id', key: 'id', width: 70 },
        {
          title: t('field.content'),
          key: 'content',
          render: (_: unknown, row: RecommendationView) => {
            const link = row.kind === 'article' ? null : linkOf(row);
            return (
              <Space size={8} align="start">
                {row.image && (
                  <img
                    src={row.image}
                    alt={t('image.thumbnailAlt', { kind: t(`kind.${row.kind}`), title: titleOf(row) })}
                    width={IMAGE_SLOTS[row.kind as ImageKind].width / 10}
                    height={IMAGE_SLOTS[row.kind as ImageKind].height / 10}
                    loading="lazy"
                    style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }}
                  />
                )}
                <Space orientation="vertical" size={0}>
                  <Space size={4} wrap>
                    <Tag>{t(`kind.${row.kind}`)}</Tag>
                    {row.article && (
                      <Typography.Text type="secondary">
                        {t('field.displayId', { id: row.article.displayId })}
                      </Typography.Text>
                    )}
                    {row.kind === 'article' && row.article?.status !== 'listed' && (
                      <Tag color="warning">{t('field.articleNotListed')}</Tag>
                    )}
                  </Space>
                  <UserText>{titleOf(row) || t('field.untitled')}</UserText>
                  {link && (
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      <bdi dir="ltr">{link}</bdi>
                    </Typography.Text>
                  )}
                </Space>
              </Space>
            );
          },
        },
        {
          title: t('field.dates'),
          key: 'startDate',
          sorter: true,
          render: (_: unknown, row: RecommendationView) => `${row.startDate} – ${row.endDate}`,
        },
        ...(stage
          ? [
              {
                title: t(`field.${stage.unit}s`),
                key: 'stage',
                render: (_: unknown, row: RecommendationView) =>
                  row.stageFrom === null ? t('field.allStages') : `${row.stageFrom} – ${row.stageTo}`,
              },
            ]
          : []),
        { title: t('field.order'), dataIndex: 'order', key: 'order', sorter: true, width: 80 },
        {
          title: t('field.status'),
          key: 'status',
          render: (_: unknown, row: RecommendationView) => (
            <Space orientation="vertical" size={0}>
              <StatusTag machine={recommendationMachine} state={row.status} />
              {row.closedBy && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('field.closedBy', { by: row.closedBy, at: dayjs(row.closedAt).format('YYYY-MM-DD HH:mm') })}
                </Typography.Text>
              )}
            </Space>
          ),
        },
        updatedByColumn(t('field.updatedBy')),
      ]}
      rowActions={rowActions}
    />
  );

  const calendar = (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListPage<CalendarDay>
        title={title}
        queryKey={[...recommendationKeys.days(place), 'dates']}
        fetchPage={(query, options) => recommendationApi.dates(place, query, options)}
        rowKey="date"
        filters={[
          { name: 'days', label: t('field.days'), dateRange: true },
          {
            name: 'flagged',
            label: t('calendar.flaggedFilter'),
            options: [{ value: 'true', label: t('calendar.flaggedOnly') }],
            placeholder: t('calendar.allDays'),
          },
        ]}
        toolbar={createButton}
        columns={[
          { title: t('field.day'), dataIndex: 'date', key: 'date', sorter: true, width: 130 },
          {
            title: t('field.content'),
            key: 'items',
            render: (_: unknown, day: CalendarDay) =>
              day.flagged ? (
                <Space wrap>
                  <Tag color="error">{t('calendar.flagged')}</Tag>
                  {canCreate && day.date >= today && (
                    <Button size="small" onClick={() => startCreateOn(day.date)}>
                      {t('calendar.fill', { day: day.date })}
                    </Button>
                  )}
                </Space>
              ) : (
                <ol style={{ margin: 0, paddingInlineStart: 20 }}>
                  {day.items.map((item) => (
                    <li key={item.id}>
                      <Tag>{t(`kind.${item.kind}`)}</Tag>
                      <UserText>{pickTitle(item.titles, i18n.language) || t('field.untitled')}</UserText>
                    </li>
                  ))}
                </ol>
              ),
          },
        ]}
      />
      <YearCalendar place={place} today={today} onPick={canCreate ? startCreateOn : undefined} />
    </Space>
  );

  return (
    <>
      <Tabs
        activeKey={view}
        destroyOnHidden
        onChange={(key) => {
          // Each tab's list starts from its own defaults.
          setParams({}, { replace: true });
          setView(key === 'calendar' ? 'calendar' : 'list');
        }}
        items={[
          { key: 'list', label: t('tabs.list'), children: drawn === 'list' && list },
          { key: 'calendar', label: t('tabs.calendar'), children: drawn === 'calendar' && calendar },
        ]}
      />
      <FormDrawer<RecommendationFormValues>
        open={editing !== null}
        title={edited ? t('form.editTitle', { id: edited.id }) : t('form.createTitle')}
        initialValues={edited ? toFormValues(edited) : newFormValues(place, pickedDay ?? undefined)}
        onSubmit={saveAndForgetDay}
        onClose={closeDrawer}
      >
        <RecommendationFields place={place} today={today} />
      </FormDrawer>
    </>
  );
}
