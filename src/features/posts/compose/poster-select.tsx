import { useQuery } from '@tanstack/react-query';
import { Avatar, Select, Space, Typography } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { composeApi, composeKeys } from './api';
import type { PosterAccount } from './types';
import { UserText } from '../../../shared/components/user-text';

interface PosterSelectProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The account picked, for a screen that shows it (a preview). */
  onPick?: (account: PosterAccount | null) => void;
  id?: string;
  disabled?: boolean;
  'aria-required'?: boolean;
}

/**
 * Chooses the app account staff act as (post, reply): an official, whitelist or KOL account on the
 * whitelist, searched by ID, login or nickname on the server.
 */
export function PosterSelect({ value, onChange, onPick, id, disabled, ...rest }: PosterSelectProps) {
  const { t } = useTranslation(['compose', 'users']);
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const accounts = useQuery({ queryKey: composeKeys.accounts(search), queryFn: () => composeApi.accounts(search) });
  // The chosen account stays labelled while another search runs.
  const [chosen, setChosen] = useState<PosterAccount | null>(null);
  const list = accounts.data ?? [];
  const options = [...(chosen && !list.some((a) => a.id === chosen.id) ? [chosen] : []), ...list].map((account) => ({
    value: account.id,
    label: `${account.nickname || account.login} (${account.login}) · ${t(`users:userTypes.${account.userType}`)}`,
    account,
  }));

  return (
    <Select<number>
      id={id}
      aria-required={rest['aria-required']}
      showSearch={{ filterOption: false, onSearch: setText }}
      allowClear
      disabled={disabled}
      value={value ?? undefined}
      loading={accounts.isFetching}
      placeholder={t('poster.placeholder')}
      notFoundContent={accounts.isFetching ? t('poster.searching') : t('poster.none')}
      options={options}
      optionRender={({ data }) => (
        <Space>
          <Avatar size="small" src={data.account.avatar || undefined} alt="" />
          <UserText>{data.account.nickname || data.account.login}</UserText>
          <Typography.Text type="secondary">
            {data.account.login} · {t(`users:userTypes.${data.account.userType}`)}
          </Typography.Text>
        </Space>
      )}
      onChange={(next, option) => {
        const picked = Array.isArray(option) ? undefined : option?.account;
        setChosen(picked ?? null);
        onPick?.(picked ?? null);
        onChange?.(next ?? null);
      }}
    />
  );
}
