import type { FormInstance } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * A filter form that follows the URL's query (a reload, a shared link, the menu entry clicked again to
 * reset). A tab shown again re-runs effects with the query it had: what was typed and not yet searched
 * stays, the form is only rewritten when the query itself changed.
 */
export function useFormFollowsQuery<Q>(form: FormInstance, queryFilters: Q, toFormValues: (filters: Q) => object) {
  const applied = useRef<Q | null>(null);
  useEffect(() => {
    if (applied.current === queryFilters) return;
    applied.current = queryFilters;
    form.resetFields();
    form.setFieldsValue(toFormValues(queryFilters));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toFormValues is the screen's constant mapping
  }, [form, queryFilters]);
}
