// Plain values of the settings contracts, without zod: the app shell imports these (see README.md).

export const DEFAULT_FAVICON = '/favicon.svg'
/** The site's name and description until the website settings give their own. */
export const DEFAULT_SITE_NAME = 'Phiên Chợ'
export const DEFAULT_SITE_DESCRIPTION = 'Mua sắm trực tuyến, tin tức và rao vặt'
