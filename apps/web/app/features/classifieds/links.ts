// Addresses of the classifieds pages, in one place.

export const CLASSIFIEDS_PATH = '/muc-rao-vat'

export function topicHref(slug: string): string {
  return `/chu-de-tin-rao-vat/${slug}`
}

export function adHref(slug: string): string {
  return `/tin-rao-vat/${slug}`
}

export const POST_AD_PATH = '/my-account/manage-classifieds/create'

export function editAdHref(id: number): string {
  return `/my-account/manage-classifieds/${id}/edit`
}
