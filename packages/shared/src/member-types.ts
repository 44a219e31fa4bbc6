/** The member types a member chooses at sign-up, and what each must add; without the schema library. */
export const MEMBER_TYPES = ['PASTOR', 'PUBLIC_SERVANT', 'BLESSED_FAMILY', 'GENERAL'] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

/** Church affiliation is required for every member type but GENERAL; blessing group for BLESSED_FAMILY. */
export const needsChurch = (t: MemberType) => t !== 'GENERAL';
export const needsBlessingGroup = (t: MemberType) => t === 'BLESSED_FAMILY';
