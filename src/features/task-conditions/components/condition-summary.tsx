import { Select, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { displayName } from '../../../shared/components/lang-fields/lang-names';
import { conditionApi, conditionKeys } from '../api';
import type { ConditionOption, ConditionUse } from '../types';
import { UserText } from '../../../shared/components/user-text';

/** "Posts published: 5 in 7 days", in the admin's language. */
export function conditionSummary(t: TFunction, condition: Pick<ConditionOption, 'type' | 'threshold' | 'window'>) {
  return t('medals:conditions.summary', {
    type: t(`medals:conditions.types.${condition.type}`),
    threshold: condition.threshold,
    window: t(`medals:conditions.windows.${condition.window}`),
  });
}

/** Where a condition is used, as tags: "Medal · First Step". */
export function UsageTags({ uses }: { uses: ConditionUse[] }) {
  const { t, i18n } = useTranslation('medals');
  if (!uses.length) return <span>{t('conditions.unused')}</span>;
  return (
    <>
      {uses.map((use) => (
        <Tag key={`${use.kind}-${use.id}`}>
          {t(`usage.kinds.${use.kind}`)} · <UserText>{displayName(use.names, i18n.language)}</UserText>
        </Tag>
      ))}
    </>
  );
}

interface SingleProps {
  multiple?: false;
  value?: string | null;
  onChange?: (value: string | null) => void;
}
interface MultipleProps {
  /** Several conditions, all to be met (creator tasks). */
  multiple: true;
  value?: string[];
  onChange?: (value: string[]) => void;
}
type ConditionSelectProps = (SingleProps | MultipleProps) & { id?: string; allowClear?: boolean };

/**
 * Chooses a task condition by name (medals, frames, easter eggs and the mall refer to conditions by name),
 * or several, each option showing what it counts. For use inside a Form.Item.
 */
export function ConditionSelect(props: ConditionSelectProps) {
  const { id, allowClear } = props;
  const { t } = useTranslation('medals');
  const options = useQuery({
    queryKey: conditionKeys.options,
    queryFn: ({ signal }) => conditionApi.options({ signal }),
  });
  const shared = {
    id,
    allowClear,
    showSearch: { optionFilterProp: 'name' },
    // Tens of conditions: all in the DOM, so every option is reachable by keyboard and assistive technology.
    virtual: false,
    loading: options.isLoading,
    placeholder: t('conditions.choose'),
    options: (options.data ?? []).map((option) => ({
      value: option.name,
      name: option.name,
      // Plain text: the option's name and what it counts, searchable by name.
      label: `${option.name} — ${conditionSummary(t, option)}`,
    })),
  };
  if (props.multiple) {
    const { onChange } = props;
    return (
      <Select {...shared} mode="multiple" value={props.value ?? []} onChange={(next: string[]) => onChange?.(next)} />
    );
  }
  const { onChange } = props;
  return (
    <Select
      {...shared}
      value={props.value ?? undefined}
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
    />
  );
}
