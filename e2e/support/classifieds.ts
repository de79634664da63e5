import { type APIRequestContext, expect } from '@playwright/test'
import { ownerToken } from './admin.ts'
import type { TestUser } from './fixtures.ts'

export interface PostedAd {
  id: number
  slug: string
  title: string
  status: string
}

export interface AdFields {
  provinceCode: string
  title?: string
  /** A topic's slug; the first topic when not given. */
  topicSlug?: string
  price?: number | null
  body?: string
  /**
   * Leave a new poster's ad waiting for a moderator (the default publication mode reviews new
   * posters). Otherwise it is approved through the back office's API, as the journeys that only
   * need a live ad expect.
   */
  keepPending?: boolean
}

/** An ad of `owner`'s own, posted through the API (the journeys that need one but not its form). */
export async function postAd(
  request: APIRequestContext,
  owner: TestUser,
  {
    provinceCode,
    title = 'Cho thuê phòng trọ gần chợ Bến Thành',
    topicSlug,
    price = null,
    body = '<p>Phòng rộng 20m², có cửa sổ, giờ giấc tự do, gần chợ.</p>',
    keepPending = false,
  }: AdFields,
): Promise<PostedAd> {
  const topics = (await (await request.get('/api/v1/classified-topics')).json()) as {
    data: { id: number; slug: string }[]
  }
  const topic = topicSlug ? topics.data.find((item) => item.slug === topicSlug) : topics.data[0]
  const response = await request.post('/api/v1/my/classified-ads', {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: {
      title,
      topic_id: topic!.id,
      price,
      province_code: provinceCode,
      ward_code: null,
      contact_name: owner.name,
      contact_phone: owner.phone,
      body,
      image_ids: [],
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  const ad = (await response.json()) as PostedAd
  if (ad.status !== 'pending' || keepPending) return ad
  await approveAd(request, ad.id)
  return { ...ad, status: 'published' }
}

/** Approves a pending ad as the demo owner, through the back office's API. */
export async function approveAd(request: APIRequestContext, id: number): Promise<void> {
  const response = await request.post(`/api/v1/admin/classified-ads/${id}/approve`, {
    headers: { Authorization: `Bearer ${await ownerToken(request)}` },
  })
  expect(response.status(), await response.text()).toBe(200)
}

/** Reports an ad as `reporter`, through the shop's API. */
export async function reportAd(
  request: APIRequestContext,
  reporter: TestUser,
  slug: string,
  reason: string,
): Promise<void> {
  const response = await request.post(`/api/v1/classified-ads/${slug}/reports`, {
    headers: { Authorization: `Bearer ${reporter.token}` },
    data: { reason },
  })
  expect(response.status(), await response.text()).toBeLessThan(300)
}
