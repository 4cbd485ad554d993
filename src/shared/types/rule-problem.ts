/**
 * A broken rule, as a feature's pure rules report it to both the form and the mock: the field (dotted for
 * nested fields, `texts.en.link`), the rule's code (its message is `<namespace>:rules.<code>`) and the
 * values the message names.
 */
export interface RuleProblem<Code extends string = string> {
  field: string;
  code: Code;
  params?: Record<string, string | number>;
}
