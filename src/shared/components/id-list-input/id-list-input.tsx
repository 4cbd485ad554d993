import { LoadingOutlined } from '@ant-design/icons';
import { Input, Space, Tag, Typography, type FormRule } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './id-list-input.css';
import { idListProblems, parseIdList, type IdChecker, type IdListOptions } from './id-list';

export interface IdListInputProps extends IdListOptions {
  /** The items as typed, repeats included (an antd Form control's value). */
  value?: string[];
  onChange?: (items: string[]) => void;
  /** Marks the IDs the server does not know. Pass the same checker to `useIdListRules`. */
  checker?: IdChecker;
  /** Repeated IDs are an error (the spec's "must not repeat"); otherwise they are counted once. */
  refuseRepeats?: boolean;
  placeholder?: string;
  id?: string;
  disabled?: boolean;
  rows?: number;
  'aria-invalid'?: boolean | 'true' | 'false';
}

/** Chips shown at most; the count covers the rest. */
const MAX_CHIPS = 60;
const CHECK_DELAY_MS = 250;
const sameItems = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

interface CheckState {
  key: string;
  unknown: string[];
  failed: boolean;
}

/**
 * User or post IDs typed or pasted as one text, separated by semicolons (or the spec's other separators):
 * shows each distinct ID as a chip with the count, marks repeated, malformed and unknown ones.
 * The form's rules (`useIdListRules`) block the save until the list is clean.
 */
export function IdListInput(props: IdListInputProps) {
  const { value, onChange, checker, refuseRepeats = Boolean(checker), pattern, max, placeholder, id, disabled } = props;
  const { t } = useTranslation('kit');
  const [text, setText] = useState(() => (value ?? []).join('; '));
  const [shownValue, setShownValue] = useState(value);
  const [check, setCheck] = useState<CheckState>({ key: '', unknown: [], failed: false });

  // A value set from outside (a reset, initial values) replaces the text unless the text already says it.
  if (value !== shownValue) {
    setShownValue(value);
    if (!sameItems(parseIdList(text), value ?? [])) setText((value ?? []).join('; '));
  }

  const items = value ?? parseIdList(text);
  const problems = idListProblems(items, { pattern, max }, check.unknown);
  const toCheck = problems.unique.filter((item) => !problems.malformed.includes(item));
  const checkKey = toCheck.join(';');

  useEffect(() => {
    if (!checker || toCheck.length === 0) return;
    let current = true;
    const timer = setTimeout(() => {
      checker.unknownAmong(toCheck).then(
        (unknown) => current && setCheck({ key: checkKey, unknown, failed: false }),
        () => current && setCheck({ key: checkKey, unknown: [], failed: true }),
      );
    }, CHECK_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `checkKey` stands for the IDs to check
  }, [checker, checkKey]);

  const checking = Boolean(checker) && toCheck.length > 0 && check.key !== checkKey;

  const onText = (next: string) => {
    setText(next);
    const parsed = parseIdList(next);
    setShownValue(parsed);
    onChange?.(parsed);
  };

  const colourOf = (item: string) =>
    problems.malformed.includes(item) || problems.unknown.includes(item)
      ? 'error'
      : problems.repeated.includes(item)
        ? refuseRepeats
          ? 'error'
          : 'warning'
        : undefined;

  return (
    <div className="id-list-input">
      <Input.TextArea
        id={id}
        value={text}
        rows={props.rows ?? 3}
        disabled={disabled}
        placeholder={placeholder ?? t('idList.placeholder')}
        aria-invalid={props['aria-invalid']}
        aria-describedby={id ? `${id}-summary` : undefined}
        onChange={(event) => onText(event.target.value)}
      />
      <div id={id ? `${id}-summary` : undefined} className="id-list-input__summary" aria-live="polite">
        <Space size={4} wrap>
          <Typography.Text type="secondary">{t('idList.count', { count: problems.unique.length })}</Typography.Text>
          {problems.repeated.length > 0 && !refuseRepeats && (
            <Typography.Text type="warning">{t('idList.merged', { count: problems.repeated.length })}</Typography.Text>
          )}
          {checking && (
            <Typography.Text type="secondary">
              <LoadingOutlined /> {t('idList.checking')}
            </Typography.Text>
          )}
          {check.failed && check.key === checkKey && (
            <Typography.Text type="danger">{t('idList.checkFailed')}</Typography.Text>
          )}
        </Space>
        {problems.unique.length > 0 && (
          <ul className="id-list-input__chips" aria-label={t('idList.chips')}>
            {problems.unique.slice(0, MAX_CHIPS).map((item) => (
              <li key={item}>
                <Tag color={colourOf(item)}>{item}</Tag>
              </li>
            ))}
            {problems.unique.length > MAX_CHIPS && (
              <li>
                <Tag>{t('idList.more', { count: problems.unique.length - MAX_CHIPS })}</Tag>
              </li>
            )}
          </ul>
        )}
      </div>
    </div>
  );
}

export interface IdListRuleOptions extends IdListOptions {
  checker?: IdChecker;
  refuseRepeats?: boolean;
  required?: boolean;
  /** The message naming unknown IDs, e.g. "No such user: {{ids}}" translated by the screen. */
  unknownMessage?: (ids: string) => string;
}

/** Wraps a list of IDs for a message: the first few, then how many more. */
function listed(ids: string[]): string {
  return ids.length > 10 ? `${ids.slice(0, 10).join('; ')} …(+${ids.length - 10})` : ids.join('; ');
}

/**
 * The form rule for an IdListInput: required, well-formed, no repeats (when refused), within the limit
 * and, with a checker, every ID known. Each message names the IDs concerned.
 */
export function useIdListRules(options: IdListRuleOptions): FormRule[] {
  const { t } = useTranslation('kit');
  const { checker, refuseRepeats = Boolean(checker), required = true, pattern, max, unknownMessage } = options;
  return [
    {
      validator: async (_rule, value: string[] | undefined) => {
        const items = value ?? [];
        if (items.length === 0) {
          if (required) throw new Error(t('idList.required'));
          return;
        }
        const problems = idListProblems(items, { pattern, max });
        if (problems.malformed.length) throw new Error(t('idList.malformed', { ids: listed(problems.malformed) }));
        if (refuseRepeats && problems.repeated.length)
          throw new Error(t('idList.repeated', { ids: listed(problems.repeated) }));
        if (problems.tooMany) throw new Error(t('idList.tooMany', { max }));
        if (!checker) return;
        let unknown: string[];
        try {
          unknown = await checker.unknownAmong(problems.unique);
        } catch {
          throw new Error(t('idList.checkFailed'));
        }
        if (unknown.length) {
          const ids = listed(unknown);
          throw new Error(unknownMessage ? unknownMessage(ids) : t('idList.unknown', { ids }));
        }
      },
    },
  ];
}
