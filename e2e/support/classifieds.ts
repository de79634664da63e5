import { type APIRequestContext, expect } from '@playwright/test'
import type { TestUser } from './fixtures.ts'

export interface PostedAd {
  id: number
  slug: string
  title: string
}

export interface AdFields {
  provinceCode: string
  title?: string
  /** A topic's slug; the first topic when not given. */
  topicSlug?: string
  price?: number | null
  body?: string
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
  return (await response.json()) as PostedAd
}
