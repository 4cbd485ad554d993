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
    const first = applied.current === null;
    applied.current = queryFilters;
    const values = toFormValues(queryFilters);
    // A new form with no filter in the URL already shows it: rewriting it would only draw its fields again.
    if (first && Object.keys(values).length === 0) return;
    form.resetFields();
    form.setFieldsValue(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- toFormValues is the screen's constant mapping
  }, [form, queryFilters]);
}
