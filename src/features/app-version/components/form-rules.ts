import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { Problem } from '../rules';

/**
 * An antd rule for one field that runs the feature's pure rule over the whole form, so the form and the
 * mock backend apply the very same check; the message is the rule's translation (`version:rules.<code>`).
 */
export function problemRule(field: string, problemsOf: (values: never) => Problem[], t: TFunction): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const problem = problemsOf(getFieldsValue(true) as never).find((item) => item.field === field);
      return problem ? Promise.reject(new Error(t(`version:rules.${problem.code}`))) : Promise.resolve();
    },
  });
}
