// Plain values of the classifieds contracts, without zod (see README.md).

/** `GET /classified-ads?limit=`: the newest live ads, for the home page. */
export const LATEST_CLASSIFIEDS_DEFAULT = 6
export const LATEST_CLASSIFIEDS_MAX = 24

export const classifiedsMessages = {
  limit: `Số tin rao vặt phải là số nguyên từ 1 đến ${LATEST_CLASSIFIEDS_MAX}.`,
} as const
