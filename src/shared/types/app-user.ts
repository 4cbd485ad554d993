/** The app-user vocabulary other domains share (posts, creators, comments, review). */
/** Spec 6: official account, normal whitelist account, official KOL (persona account), general user. */
export const USER_TYPES = ['official', 'whitelist', 'kol', 'general'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The types an account on the whitelist can have (spec section 6): every type but "general user". */
export const WHITELIST_TYPES = ['official', 'whitelist', 'kol'] as const satisfies readonly UserType[];

/** Spec 6: non-creator (0), Lv1 to Lv5. */
export const CREATOR_LEVELS = [0, 1, 2, 3, 4, 5] as const;
export type CreatorLevel = (typeof CREATOR_LEVELS)[number];
