import { randomInt } from 'node:crypto'
import { type APIRequestContext, expect } from '@playwright/test'
import { ownerToken } from './admin.ts'
import type { TestUser } from './fixtures.ts'
import { placeOrderByApi } from './shop.ts'

// Reviews for the moderation journeys, written as a buyer would: an order placed through the shop's
// API, moved to "delivered" by the owner through the back office's API, then a review per line
// through `POST /products/:slug/reviews` (a photo or a flagged word holds it for a moderator).

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

interface ProductDetail {
  id: number
  images: { url: string }[]
}

async function productDetail(request: APIRequestContext, slug: string): Promise<ProductDetail> {
  const response = await request.get(`/api/v1/products/${slug}`)
  expect(response.status(), slug).toBe(200)
  return (await response.json()) as ProductDetail
}

/** A COD order of one of each product, placed by `buyer` and delivered; answers its code. */
export async function deliveredOrder(
  request: APIRequestContext,
  buyer: TestUser,
  slugs: readonly string[],
): Promise<string> {
  const lines = []
  for (const slug of slugs) lines.push({ productId: (await productDetail(request, slug)).id })
  const { code } = await placeOrderByApi(request, buyer, lines)
  const owner = bearer(await ownerToken(request))
  const steps: [string, Record<string, string> | undefined][] = [
    ['confirm', undefined],
    ['hand-over', { carrier: 'ghn', tracking_code: `E2E${randomInt(1e9)}` }],
    ['deliver', undefined],
  ]
  for (const [step, data] of steps) {
    const moved = await request.post(`/api/v1/admin/orders/${code}/${step}`, {
      headers: owner,
      data,
    })
    expect(moved.status(), `${step}: ${await moved.text()}`).toBe(200)
  }
  return code
}

/** The id of `buyer`'s delivered line of `slug` in order `code`, as their review list gives it. */
async function orderItemId(
  request: APIRequestContext,
  buyer: TestUser,
  code: string,
  slug: string,
): Promise<number> {
  const response = await request.get(`/api/v1/my/reviews?order=${code}`, {
    headers: bearer(buyer.token),
  })
  expect(response.status(), await response.text()).toBe(200)
  const { data } = (await response.json()) as {
    data: { order_item_id: number; order_code: string; product: { slug: string } | null }[]
  }
  const line = data.find((item) => item.order_code === code && item.product?.slug === slug)
  expect(line, `a reviewable line of ${slug} in ${code}`).toBeDefined()
  return line!.order_item_id
}

/** Uploads one of the product's own pictures as `buyer`'s photo; answers the upload's id. */
async function uploadPhoto(
  request: APIRequestContext,
  buyer: TestUser,
  slug: string,
): Promise<number> {
  const [picture] = (await productDetail(request, slug)).images
  expect(picture, `a picture of ${slug}`).toBeDefined()
  const bytes = await (await request.get(picture!.url)).body()
  const uploaded = await request.post('/api/v1/uploads/images', {
    headers: bearer(buyer.token),
    multipart: { file: { name: 'anh-danh-gia.jpg', mimeType: 'image/jpeg', buffer: bytes } },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  return ((await uploaded.json()) as { id: number }).id
}

export interface WrittenReview {
  id: number
  status: 'pending' | 'published' | 'hidden'
}

/** `buyer`'s review of `slug` from order `code`; `withPhoto` attaches one of its pictures. */
export async function writeReview(
  request: APIRequestContext,
  buyer: TestUser,
  {
    code,
    slug,
    rating,
    body,
    withPhoto = false,
  }: {
    code: string
    slug: string
    rating: number
    body: string
    withPhoto?: boolean
  },
): Promise<WrittenReview> {
  const response = await request.post(`/api/v1/products/${slug}/reviews`, {
    headers: bearer(buyer.token),
    data: {
      order_item_id: await orderItemId(request, buyer, code, slug),
      rating,
      body,
      image_ids: withPhoto ? [await uploadPhoto(request, buyer, slug)] : [],
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as WrittenReview
}
