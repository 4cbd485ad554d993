import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';
import type { RuleProblem } from '../types/rule-problem';

/**
 * An antd rule for one field that runs a feature's pure rule over the whole form, so the form and the
 * mock apply the very same check. The message is `<namespace>:rules.<code>` with the problem's params;
 * `toInput` turns the form's values into what the rule checks (dates, trimmed texts).
 */
export function problemRule<V>(
  namespace: string,
  field: string,
  problemsOf: (values: V) => RuleProblem[],
  t: TFunction,
  toInput: (values: Record<string, unknown>) => V = (values) => values as V,
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: () => {
      const problem = problemsOf(toInput(getFieldsValue(true) as Record<string, unknown>)).find(
        (item) => item.field === field,
      );
      return problem
        ? Promise.reject(new Error(t(`${namespace}:rules.${problem.code}`, problem.params)))
        : Promise.resolve();
    },
  });
}
