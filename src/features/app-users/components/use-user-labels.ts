import { useTranslation } from 'react-i18next';
import { silenceState, timeLeftMs, timeLeftParts } from '../rules';
import type { Punishment, PunishmentKind, SilenceDuration } from '../types';
import type { CreatorLevel, UserType } from '../../../shared/types/app-user';

/** The translated names of the app-user vocabulary (durations, types, levels, punishments, time left). */
export function useUserLabels() {
  const { t } = useTranslation('users');
  return {
    duration: (duration: SilenceDuration | null) => (duration ? t(`durations.${duration}`) : '—'),
    userType: (type: UserType) => t(`userTypes.${type}`),
    level: (level: CreatorLevel) => (level === 0 ? t('levels.none') : t('levels.lv', { level })),
    kind: (kind: PunishmentKind) => t(`kinds.${kind}`),
    /** "2 d 3 h 5 min", "Permanent", "Ended" or "Lifted" at `now`. */
    timeLeft: (silence: Pick<Punishment, 'endAt' | 'liftedAt'>, now = Date.now()) => {
      const state = silenceState(silence, now);
      if (state !== 'active') return t(`silenceState.${state}`);
      const left = timeLeftMs(silence, now);
      if (!Number.isFinite(left)) return t('durations.permanent');
      const { days, hours, minutes } = timeLeftParts(left);
      return days > 0
        ? t('timeLeft.days', { days, hours })
        : hours > 0
          ? t('timeLeft.hours', { hours, minutes })
          : t('timeLeft.minutes', { minutes });
    },
  };
}
