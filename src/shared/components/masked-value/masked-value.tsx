import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../hooks/use-permission';
import type { PersonalKind } from '../../privacy/mask';
import { REVEAL_RULES, revealApi, type RevealTarget } from '../../privacy/reveal-api';
import { useLockState } from '../../stores/idle-lock-store';
import { ReasonDialog } from '../reason-dialog';

export interface MaskedValueProps {
  /** The masked text the server sent; nothing (null, '') shows a dash. */
  value: string | null | undefined;
  kind: PersonalKind;
  /** The record and field the reveal endpoint is asked for. */
  target: RevealTarget;
  /** The screen's reveal action entry (menu type 3), e.g. '/content-review/device-manage:reveal'. */
  permission: string;
}

/**
 * Phone numbers and device IDs read left to right in every layout (an Arabic page would otherwise move
 * the `+` and the stars around); an address takes the direction of its own first letter.
 */
const directionOf = (kind: PersonalKind) => (kind === 'email' ? 'auto' : 'ltr');

function Text({ kind, text }: { kind: PersonalKind; text: string }) {
  return (
    <span dir={directionOf(kind)} className="masked-value__text">
      {text}
    </span>
  );
}

function Revealable({ value, kind, target, permission }: MaskedValueProps & { value: string }) {
  const { t } = useTranslation('privacy');
  const canReveal = useCan(permission);
  const [clear, setClear] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  // The clear value goes when the console locks, and when its tab is hidden (a kept tab's effects end).
  useEffect(() => {
    const stopFollowingLock = useLockState.subscribe(({ locked }) => locked && setClear(null));
    return () => {
      stopFollowingLock();
      setClear(null);
    };
  }, []);

  const reveal = async ({ reason }: { reason: string }) => {
    const revealed = await revealApi.reveal({ ...target, reason });
    setClear(revealed.value);
  };

  return (
    <span className="masked-value" style={{ whiteSpace: 'nowrap' }}>
      {clear === null ? (
        <Text kind={kind} text={value} />
      ) : (
        <Typography.Text copyable={{ text: clear, tooltips: false }}>
          <Text kind={kind} text={clear} />
        </Typography.Text>
      )}
      {canReveal && (
        <Button
          type="text"
          size="small"
          aria-label={t(clear === null ? `reveal.${kind}` : `hide.${kind}`)}
          icon={clear === null ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          onClick={() => (clear === null ? setAsking(true) : setClear(null))}
        />
      )}
      {canReveal && (
        <ReasonDialog
          open={asking}
          title={t(`ask.${kind}`)}
          okText={t('revealOk')}
          maxLength={REVEAL_RULES.reasonMaxLength}
          onSubmit={reveal}
          onClose={() => setAsking(false)}
        >
          <Typography.Paragraph type="secondary">{t('askHint')}</Typography.Paragraph>
        </ReasonDialog>
      )}
    </span>
  );
}

/**
 * A piece of personal data as the server sent it, masked (`+86 138****5678`), with an eye button for
 * admins who hold the screen's reveal entry: it asks why (the kit's ReasonDialog), asks the server for the
 * clear value, which keeps the reason in its audit, and shows it in place until hidden again. The clear
 * value lives in this component only: another page, this one opened again, a lock or a tab put in the
 * background shows the mask.
 */
export function MaskedValue(props: MaskedValueProps) {
  const { value, kind, target } = props;
  if (!value) return <>—</>;
  return (
    // The privacy translations load with the first masked value; meanwhile the mask shows without its button.
    <Suspense fallback={<Text kind={kind} text={value} />}>
      <Revealable key={`${target.entity}:${target.id}:${target.field}`} {...props} value={value} />
    </Suspense>
  );
}
