import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/utils/format-time';
import type { Ban, BanDuration, BanOrigin, BanSubject, DeviceLanguage } from '../types';

/** The translated names of the bans vocabulary (subjects, origins, durations, languages, ends). */
export function useBanLabels() {
  const { t } = useTranslation(['bans', 'kit']);
  return {
    subject: (subject: BanSubject) => t(`subjects.${subject}`),
    origin: (origin: BanOrigin) => t(`origins.${origin}`),
    duration: (duration: BanDuration) => t(`durations.${duration}`),
    language: (language: DeviceLanguage) => t(`languages.${language}`),
    /** The reason as one line (an export's cell): the reason chosen, then the note; or the reason typed. */
    reason: ({ reasonCode, reason }: Pick<Ban, 'reasonCode' | 'reason'>) =>
      reasonCode ? [t(`kit:decisionReasons.${reasonCode}`), reason].filter(Boolean).join(': ') : reason,
    /** "Permanent", or the time it ends. */
    ends: (endsAt: string | null) => (endsAt ? formatTime(endsAt) : t('durations.permanent')),
  };
}
