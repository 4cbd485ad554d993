import type { FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Problem } from '../rules';

/**
 * An antd rule for one field that runs the feature's pure rule over the whole form, so the form and the
 * mock backend apply the same check; the message is the rule's translation (`classify:rules.<code>`).
 */
export function useClassifyRule<V>(problemsOf: (values: V) => Problem[]) {
  const { t } = useTranslation('classify');
  return (field: string): FormRule =>
    ({ getFieldsValue }) => ({
      validator: () => {
        const problem = problemsOf(getFieldsValue(true) as V).find((item) => item.field === field);
        return problem ? Promise.reject(new Error(t(`rules.${problem.code}`))) : Promise.resolve();
      },
    });
}
