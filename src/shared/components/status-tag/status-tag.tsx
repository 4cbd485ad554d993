import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StateLook } from './state-machine';

/** A state of a feature's machine as a coloured tag; the label is the state's i18n key, translated. */
export function StatusTag<S extends string>({
  machine,
  state,
}: {
  machine: { states: Record<S, StateLook> };
  state: S;
}) {
  const { t } = useTranslation();
  const look = machine.states[state] as StateLook | undefined;
  if (!look) return <Tag>{state}</Tag>;
  return <Tag color={look.color}>{t(look.label)}</Tag>;
}
