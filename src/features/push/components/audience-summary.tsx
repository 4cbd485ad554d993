import { Alert, Descriptions, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCreatorFields } from '../../creators';
import { audienceOf, type PushKind } from '../channels';
import type { AudienceEstimate, PushTargeting } from '../types';

/**
 * The reach of a push, shown before any send is confirmed: the estimated audience, and for a group the
 * users of the chosen areas, modes and versions it is counted among, with what was chosen. A creator
 * channel's push (`kind`) is counted among the creators of the chosen levels and fields instead.
 */
export function AudienceSummary({
  estimate,
  targeting,
  failed,
  kind,
}: {
  estimate: AudienceEstimate | undefined;
  targeting: PushTargeting;
  failed?: boolean;
  kind?: PushKind;
}) {
  const { t, i18n } = useTranslation('push');
  const { nameOf } = useCreatorFields();
  if (failed) return <Alert type="error" showIcon title={t('confirm.audienceFailed')} />;
  if (!estimate) return <Skeleton active paragraph={{ rows: 1 }} title={false} />;
  const number = (value: number) => value.toLocaleString(i18n.language);
  const designated = targeting.userGroup === 'designated';
  const all = t('all');
  if (kind && audienceOf(kind) === 'creators') {
    const levels = targeting.creatorLevels ?? [];
    const fields = targeting.creatorFields ?? [];
    return (
      <div className="push-audience" aria-live="polite">
        <Statistic title={t('confirm.audience')} value={number(estimate.audience)} suffix={t('confirm.creators')} />
        <Descriptions
          style={{ marginBlock: 8 }}
          size="small"
          column={1}
          items={[
            { key: 'group', label: t('fields.userGroup'), children: t(`groups.${targeting.userGroup}`) },
            ...(designated
              ? []
              : [
                  {
                    key: 'levels',
                    label: t('fields.creatorLevels'),
                    children: levels.length ? levels.map((level) => t('creatorLevel', { level })).join(', ') : all,
                  },
                  {
                    key: 'fields',
                    label: t('fields.creatorFields'),
                    children: fields.length ? fields.map((field) => nameOf(field) || `#${field}`).join(', ') : all,
                  },
                ]),
            {
              key: 'reachable',
              label: t('confirm.reachable'),
              children: t(designated ? 'confirm.reachableAllCreators' : 'confirm.reachableCreators', {
                count: estimate.reachable,
                value: number(estimate.reachable),
              }),
            },
          ]}
        />
      </div>
    );
  }
  const { minVersion: min, maxVersion: max } = targeting;
  const versions =
    min && max
      ? `${min} – ${max}`
      : min
        ? t('confirm.versionsFrom', { min })
        : max
          ? t('confirm.versionsUpTo', { max })
          : t('anyVersion');
  return (
    <div className="push-audience" aria-live="polite">
      <Statistic title={t('confirm.audience')} value={number(estimate.audience)} suffix={t('confirm.users')} />
      <Descriptions
        style={{ marginBlock: 8 }}
        size="small"
        column={1}
        items={[
          { key: 'group', label: t('fields.userGroup'), children: t(`groups.${targeting.userGroup}`) },
          ...(designated
            ? []
            : [
                {
                  key: 'modes',
                  label: t('fields.modes'),
                  children: targeting.modes.length ? targeting.modes.map((mode) => t(`modes.${mode}`)).join(', ') : all,
                },
                {
                  key: 'areas',
                  label: t('fields.areas'),
                  children: targeting.areas.length ? targeting.areas.map((area) => t(`areas.${area}`)).join(', ') : all,
                },
                { key: 'versions', label: t('fields.versions'), children: <bdi>{versions}</bdi> },
                {
                  key: 'reachable',
                  label: t('confirm.reachable'),
                  children: t('confirm.reachableValue', {
                    count: estimate.reachable,
                    value: number(estimate.reachable),
                  }),
                },
              ]),
          {
            key: 'force',
            label: t('fields.forceUpdate'),
            children: targeting.forceUpdate ? t('yes') : t('no'),
          },
        ]}
      />
    </div>
  );
}
