import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryApi, classifyKeys } from '../api';
import { categoryAlreadyAdded } from '../rules';
import { UserText } from '../../../shared/components/user-text';

interface CategoryPickerProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
}

/**
 * A pool's categories: pick one and add it; each added one can be removed. Adding one already there is
 * refused with the spec's "the category was already added" (the mock refuses a save that repeats one).
 */
export function CategoryPicker({ id, value = [], onChange }: CategoryPickerProps) {
  const { t } = useTranslation('classify');
  const categories = useQuery({
    queryKey: classifyKeys.allCategories,
    queryFn: ({ signal }) => categoryApi.all({ signal }),
  });
  const [picked, setPicked] = useState<number | undefined>();
  const [error, setError] = useState('');
  const names = new Map((categories.data ?? []).map((category) => [category.id, category.name]));

  const add = () => {
    if (picked === undefined) return;
    if (categoryAlreadyAdded(value, picked)) {
      setError(t('rules.categoryAlreadyAdded'));
      return;
    }
    setError('');
    onChange?.([...value, picked]);
    setPicked(undefined);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          id={id}
          aria-label={t('pools.pickCategory')}
          value={picked}
          onChange={(next: number) => {
            setPicked(next);
            setError('');
          }}
          loading={categories.isPending}
          showSearch
          optionFilterProp="label"
          placeholder={t('pools.pickCategory')}
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
          style={{ flex: 1 }}
        />
        <Button icon={<PlusOutlined />} onClick={add} disabled={picked === undefined}>
          {t('pools.addCategory')}
        </Button>
      </Space.Compact>
      <div aria-live="polite">{error && <Typography.Text type="danger">{error}</Typography.Text>}</div>
      <ul aria-label={t('pools.addedCategories')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {value.map((categoryId) => (
          <li key={categoryId} style={{ display: 'inline-block', marginBlockEnd: 4 }}>
            <Tag>
              <UserText>{names.get(categoryId) ?? `#${categoryId}`}</UserText>
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('pools.removeCategory', { name: names.get(categoryId) ?? categoryId })}
                onClick={() => onChange?.(value.filter((item) => item !== categoryId))}
                style={{ marginInlineStart: 4, height: 'auto', padding: 0, width: 'auto' }}
              />
            </Tag>
          </li>
        ))}
      </ul>
    </Space>
  );
}
