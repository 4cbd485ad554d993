import { ExclamationCircleFilled } from '@ant-design/icons';
import { Form, Input, Tabs, theme, type FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_LANGUAGES,
  CONTENT_LANG_TAG,
  isRtlContent,
  type ContentLanguage,
  type LangTexts,
} from './content-languages';
import { hasCompleteLanguage } from './lang-rules';

interface LangField {
  /** The key inside each language's entry, e.g. 'title': the field is named [name, language, key]. */
  key: string;
  label: string;
  multiline?: boolean;
  maxLength?: number;
  /** More rules for this field in one language (e.g. a link's form), after the length check. */
  rules?: (language: ContentLanguage) => Rule[];
  /** Shown under the field in one language (what a link written there will open). */
  extra?: (language: ContentLanguage) => ReactNode;
}

export interface LangFieldsProps {
  /** The form field holding `{ en: { title, content }, ar: { ... }, ... }`. */
  name: string;
  fields: LangField[];
  /**
   * Spec section 5: some language must have every one of these fields (default: all of `fields`)
   * filled in. Shown under the tabs; a server refusal naming `name` shows there too.
   */
  requireOneComplete?: boolean | string[];
  /** What to say when no language is complete (default: the kit's "title and description" message). */
  requireOneCompleteMessage?: string;
}

/** An antd rule for a per-language value: at least one language has every one of `fields` filled in. */
function atLeastOneLanguageRule(fields: readonly string[], message: string): Rule {
  return {
    validator: (_rule, value: LangTexts | undefined) =>
      hasCompleteLanguage(value, fields) ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

/** Holds the per-language value for the rule; it has nothing to show itself (the fields are the tabs). */
function RuleAnchor(_props: { value?: unknown; onChange?: unknown; id?: string }) {
  return null;
}

function TabLabel({ name, language, fields }: { name: string; language: ContentLanguage; fields: LangField[] }) {
  const { t } = useTranslation('kit');
  const { token } = theme.useToken();
  return (
    <Form.Item noStyle shouldUpdate>
      {(form: FormInstance) => {
        const hasErrors = fields.some((field) => form.getFieldError([name, language, field.key]).length > 0);
        return (
          <span
            className={hasErrors ? 'lang-fields__tab lang-fields__tab--error' : 'lang-fields__tab'}
            style={hasErrors ? { color: token.colorError } : undefined}
          >
            {t(`langFields.languages.${language}`)}
            {hasErrors && (
              <ExclamationCircleFilled
                aria-label={t('langFields.hasErrors')}
                style={{ marginInlineStart: token.marginXXS }}
              />
            )}
          </span>
        );
      }}
    </Form.Item>
  );
}

/**
 * Per-language field tabs for multi-language content, used inside an antd Form: one tab per content
 * language, each holding the caller's fields; Arabic inputs are right to left whatever the interface
 * language; a tab whose fields have errors is marked. Every tab is rendered (hidden when inactive) so
 * every language's fields are validated and saved.
 */
export function LangFields({ name, fields, requireOneComplete, requireOneCompleteMessage }: LangFieldsProps) {
  const { t } = useTranslation('kit');
  const ruleFields = requireOneComplete === true ? fields.map((field) => field.key) : requireOneComplete || [];
  const fieldPaths = CONTENT_LANGUAGES.flatMap((language) => fields.map((field) => [name, language, field.key]));

  return (
    <div className="lang-fields">
      <Tabs
        size="small"
        items={CONTENT_LANGUAGES.map((language) => {
          const rtl = isRtlContent(language);
          return {
            key: language,
            forceRender: true,
            label: <TabLabel name={name} language={language} fields={fields} />,
            children: fields.map((field) => {
              const common = {
                // Each content language keeps its own direction, whatever the interface language.
                dir: rtl ? 'rtl' : 'ltr',
                lang: CONTENT_LANG_TAG[language],
                // Counts without cutting the text off: an overlong paste gets a message, not a silent cut.
                count: field.maxLength ? { show: true, max: field.maxLength } : undefined,
              } as const;
              return (
                <Form.Item
                  key={field.key}
                  name={[name, language, field.key]}
                  label={field.label}
                  extra={field.extra?.(language)}
                  rules={[
                    ...(field.maxLength
                      ? [
                          {
                            max: field.maxLength,
                            message: t('langFields.tooLong', { field: field.label, max: field.maxLength }),
                          },
                        ]
                      : []),
                    ...(field.rules?.(language) ?? []),
                  ]}
                >
                  {field.multiline ? <Input.TextArea rows={4} {...common} /> : <Input {...common} />}
                </Form.Item>
              );
            }),
          };
        })}
      />
      {ruleFields.length > 0 && (
        <Form.Item
          name={name}
          dependencies={fieldPaths}
          rules={[atLeastOneLanguageRule(ruleFields, requireOneCompleteMessage ?? t('langFields.atLeastOne'))]}
          className="lang-fields__rule"
        >
          <RuleAnchor />
        </Form.Item>
      )}
    </div>
  );
}
