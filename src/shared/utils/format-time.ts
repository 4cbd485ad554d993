import dayjs from 'dayjs';

const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

/** A moment as the console shows it, to the minute; a dash when there is none. */
export const formatTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format(MINUTE_FORMAT) : '—');

/** The same, blank when there is none (where a dash would read as content: post cards, deletion notes). */
export const formatTimeOrBlank = (iso: string | null | undefined) => (iso ? dayjs(iso).format(MINUTE_FORMAT) : '');
