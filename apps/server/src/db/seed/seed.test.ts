import { access, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { slugify } from '@phiencho/vn'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verifyPassword } from '../../modules/users/index.ts'
import { createLocalStorage } from '../../lib/storage/index.ts'
import { aggregatesAndRecomputed } from '../../test/dashboard-direct.ts'
import { createTestDatabase } from '../../test/database.ts'
import { SEED_PICTURE_CACHE_DIR } from '../../test/seed-pictures.ts'
import { withPictureCache } from './picture-cache.ts'
import { selectRows } from '../client.ts'
import type { Db, DbHandle } from '../client.ts'
import { demoFlashSales } from './flash-sales.ts'
import { colorPalette } from './image-shapes.ts'
import {
  classified_ads,
  classified_images,
  product_images,
  products,
  roles,
  user_roles,
  users,
  website_settings,
} from '../schema.ts'
import {
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  ensureReferenceData,
  seedGeneratedOrders,
  seedIfEmpty,
  seedLargeCatalog,
} from './index.ts'
import { DEMO_GENERATED_ORDERS } from './demo.ts'

let handle: DbHandle
let db: Db
let mediaDir: string
let seeded: boolean
const messages: string[] = []

beforeAll(async () => {
  handle = await createTestDatabase()
  db = handle.db
  mediaDir = await mkdtemp(path.join(tmpdir(), 'phiencho-seed-'))
  // The pictures come from the suite's cache, drawn by the global setup with the drawing code
  // of this checkout (its digest names the cache): the files checked below are the same.
  seeded = await seedIfEmpty(db, {
    media: await withPictureCache(createLocalStorage(mediaDir), SEED_PICTURE_CACHE_DIR),
    log: (msg) => messages.push(msg),
  })
})

afterAll(async () => {
  await handle?.close()
  if (mediaDir) await rm(mediaDir, { recursive: true, force: true })
})

async function count(query: string): Promise<number> {
  const result = await db.execute(sql.raw(`select count(*)::int as n from ${query}`))
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
    n: number
  }>
  return rows[0]?.n ?? -1
}

describe('demo seed', () => {
  it('seeds an empty database once', async () => {
    expect(seeded).toBe(true)
    expect(messages.join('\n')).toMatch(/Demo data seeded/)
    expect(await seedIfEmpty(db, { media: createLocalStorage(mediaDir), log: () => {} })).toBe(
      false,
    )
  })

  it('loads the 34 provinces and 3,321 wards with their official codes', async () => {
    expect(await count('provinces')).toBe(34)
    expect(await count('wards')).toBe(3_321)
    expect(
      await count(
        `wards where code = '00166' and name = 'Phường Cầu Giấy' and province_code = '01'`,
      ),
    ).toBe(1)
    expect(
      await count(
        `provinces where code = '79' and name = 'Thành phố Hồ Chí Minh' and region = 'south'`,
      ),
    ).toBe(1)
    expect(await ensureReferenceData(db)).toBe(false)
  })

  it('stores the website settings', async () => {
    const [settings] = await db.select().from(website_settings)
    expect(settings).toMatchObject({
      site_name: 'Phiên Chợ',
      bank_bin: '970416',
      free_shipping_threshold: 500_000,
    })
    expect(settings?.shipping_fees).toEqual({
      north: expect.any(Number),
      central: expect.any(Number),
      south: expect.any(Number),
    })
  })

  it('creates one staff account per role template, with the demo password', async () => {
    const staff = await db
      .select({ email: users.email, key: roles.key, hash: users.password_hash })
      .from(user_roles)
      .innerJoin(users, eq(users.id, user_roles.user_id))
      .innerJoin(roles, eq(roles.id, user_roles.role_id))
    expect(Object.fromEntries(staff.map((s) => [s.email, s.key]))).toEqual({
      'chucuahang@phiencho.vn': 'owner',
      'quantri@phiencho.vn': 'admin',
      'donhang@phiencho.vn': 'orders',
      'sanpham@phiencho.vn': 'catalog',
      'bientap@phiencho.vn': 'editor',
      'kiemduyet@phiencho.vn': 'moderator',
      'ketoan@phiencho.vn': 'accountant',
      'congtacvien@phiencho.vn': 'writer',
    })
    // One hash for every demo account: checking one checks them all.
    expect(new Set(staff.map((s) => s.hash)).size).toBe(1)
    expect(await verifyPassword(staff[0]!.hash, DEMO_PASSWORD)).toBe(true)
  })

  it('creates the demo customer with the documented password', async () => {
    const [customer] = await db.select().from(users).where(eq(users.email, DEMO_CUSTOMER_EMAIL))
    expect(customer).toMatchObject({ name: 'Nguyễn Văn An', phone: '0912345678' })
    expect(await verifyPassword(customer!.password_hash, DEMO_PASSWORD)).toBe(true)
    expect(await count('users')).toBeGreaterThanOrEqual(4)
  })

  it('builds a two-level category tree, brands and stores', async () => {
    expect(await count('product_categories')).toBeGreaterThanOrEqual(12)
    expect(
      await count(
        'product_categories p where p.parent_id is null and exists (select 1 from product_categories c where c.parent_id = p.id)',
      ),
    ).toBeGreaterThanOrEqual(4)
    expect(await count('brands')).toBe(10)
    expect(await count('brands where is_famous')).toBeGreaterThan(0)
    expect(await count('stores')).toBe(8)
    expect(await count('stores where is_partner')).toBeGreaterThan(0)
    // a shop's page says since when it sells here: a year or more, not the day the seed ran
    expect(await count(`stores where created_at > now() - interval '1 year'`)).toBe(0)
  })

  it('publishes 300 products on leaf categories with realistic prices and 1–3 pictures', async () => {
    expect(await count(`products where status = 'published'`)).toBe(300)
    expect(
      await count(
        'products p join product_categories c on c.id = p.category_id where c.parent_id is null',
      ),
    ).toBe(0)
    expect(await count('products where price % 1000 <> 0 or sale_price % 1000 <> 0')).toBe(0)
    const onSale = await count('products where sale_price is not null')
    expect(onSale).toBeGreaterThan(60)
    expect(onSale).toBeLessThan(140)
    expect(await count('products where stock = 0')).toBeGreaterThan(0)
    expect(
      await count(
        '(select product_id, count(*) c from product_images group by product_id) x where c between 1 and 3',
      ),
    ).toBe(300)
    expect(await count(`products where description ~ '<(?!/?(p|ul|li|strong|h2)>)'`)).toBe(0)
  })

  it('runs a few flash sales from before the seed to hours or days after it, one with a limit', async () => {
    const running = `products where sale_window_open and sale_price is not null
      and sale_starts_at < now() and sale_ends_at > now() + interval '5 hours'`
    expect(await count(running)).toBe(demoFlashSales.length)
    expect(await count(`products where sale_ends_at > now() + interval '2 days'`)).toBe(1)
    // On a product sold by variant: the limit counts over its sizes or colours.
    expect(
      await count(`${running} and sale_max_per_order = 2
        and exists (select 1 from product_variants v where v.product_id = products.id)`),
    ).toBe(1)
  })

  it('lists a product once per shop (and once among what Phiên Chợ sells itself)', async () => {
    expect(
      await count(
        '(select name, coalesce(store_id, 0) from products group by 1, 2 having count(*) > 1) x',
      ),
    ).toBe(0)
    // The same product may still be sold by several shops, as on any marketplace.
    expect(
      await count('(select name from products group by 1 having count(*) > 1) x'),
    ).toBeGreaterThan(0)
  })

  it('writes the pictures it references under the media directory', async () => {
    const paths = await db.selectDistinct({ path: product_images.path }).from(product_images)
    expect(paths.length).toBeGreaterThan(20)
    for (const { path: file } of paths) {
      expect(file).toMatch(/^demo\/products\/[a-z-]+-\d\.webp$/)
      await access(path.join(mediaDir, file))
      // and their resized copies, which `srcset` names (ADR 006)
      for (const width of [160, 320, 640]) {
        await access(path.join(mediaDir, '.variants', `w${width}`, file))
      }
    }
  })

  it('shows a product named with a colour in that colour', async () => {
    const rows = await db
      .select({ color: sql<string>`${products.attributes}->>'Màu sắc'`, path: product_images.path })
      .from(product_images)
      .innerJoin(products, eq(products.id, product_images.product_id))
      .where(sql`${products.attributes}->>'Màu sắc' is not null`)
    const drawn = rows.filter((row) => colorPalette(row.color))
    expect(drawn.length).toBeGreaterThan(100)
    for (const { color, path: file } of drawn) expect(file).toContain(`-${slugify(color)}-`)
    // a lamp's light colour is not its body's: those keep the kind's pictures
    expect(rows.some((row) => !colorPalette(row.color))).toBe(true)
  })

  it('pictures a model as what it is, where its category holds other things', async () => {
    const pictures = await db
      .select({ name: products.name, path: product_images.path })
      .from(product_images)
      .innerJoin(products, eq(products.id, product_images.product_id))
      .where(
        sql`${products.name} like 'Chuột %' or ${products.name} like 'Thớt %' or ${products.name} like 'Chảo %'`,
      )
    const kinds = { Chuột: 'chuot', Thớt: 'thot', Chảo: 'chao' } as Record<string, string>
    expect(new Set(pictures.map(({ name }) => name.split(' ')[0]))).toEqual(
      new Set(Object.keys(kinds)),
    )
    for (const { name, path: file } of pictures) {
      expect(file.startsWith(`demo/products/${kinds[name.split(' ')[0]!]}-`), name).toBe(true)
    }
  })

  it('publishes 30 articles in 4 categories and 40 classified ads in 6 topics', async () => {
    expect(await count('article_categories')).toBe(4)
    expect(await count(`articles where status = 'published' and published_at <= now()`)).toBe(30)
    expect(await count('articles where is_featured')).toBeGreaterThan(0)
    expect(await count('classified_topics')).toBe(6)
    expect(await count(`classified_ads where status = 'published' and expires_at > now()`)).toBe(40)
    expect(await count('classified_ads where price is null')).toBeGreaterThan(0)
    expect(
      await count(
        `classified_ads a join wards w on w.code = a.ward_code where w.province_code = a.province_code`,
      ),
    ).toBe(43)
    expect(await count(`classified_ads where contact_phone !~ '^0[35789][0-9]{8}$'`)).toBe(0)
  })

  it('leaves the writer’s drafts, one article in review, one scheduled and one hidden on the desk', async () => {
    const desk = await selectRows<{ status: string; email: string; note: boolean; ahead: boolean }>(
      db,
      sql`select a.status, u.email, a.review_note is not null as note,
          coalesce(a.published_at > now(), false) as ahead
        from articles a join users u on u.id = a.author_id
        where a.status <> 'published' order by a.id`,
    )
    expect(desk).toEqual([
      { status: 'draft', email: 'congtacvien@phiencho.vn', note: false, ahead: false },
      { status: 'in_review', email: 'congtacvien@phiencho.vn', note: false, ahead: false },
      { status: 'draft', email: 'congtacvien@phiencho.vn', note: true, ahead: false },
      { status: 'scheduled', email: 'bientap@phiencho.vn', note: false, ahead: true },
      { status: 'hidden', email: 'bientap@phiencho.vn', note: false, ahead: false },
    ])
  })

  it('leaves new posters’ first ads and two reports for the moderators', async () => {
    // Pending ads are by posters without a published ad: they wait under the default mode.
    expect(await count(`classified_ads where status = 'pending'`)).toBe(3)
    expect(
      await count(`classified_ads a where a.status = 'pending' and exists (select 1 from
        classified_ads b where b.user_id = a.user_id and b.status = 'published')`),
    ).toBe(0)
    expect(
      await count(`classified_reports r join classified_ads a on a.id = r.ad_id
        where r.status = 'open' and a.status = 'published' and r.reporter_id <> a.user_id`),
    ).toBe(2)
  })

  it('shows each classified ad with pictures of its own kind of thing, on disk', async () => {
    const pictures = await db
      .select({ title: classified_ads.title, path: classified_images.path })
      .from(classified_images)
      .innerJoin(classified_ads, eq(classified_ads.id, classified_images.ad_id))
    const of = (title: string) =>
      pictures.filter((row) => row.title === title).map((row) => row.path)
    // a desk, a car and a fridge, in topics whose other ads are sofas, motorbikes and rice cookers
    for (const [title, kind] of [
      ['Bàn làm việc gỗ cao su 1m2 kèm ghế xoay', 'classifieds/ban-ghe'],
      ['Toyota Vios 1.5G 2019 số tự động, một chủ từ đầu', 'classifieds/o-to'],
      ['Bán tủ lạnh Panasonic 322 lít inverter', 'classifieds/tu-lanh'],
    ] as const) {
      expect(of(title).length).toBeGreaterThan(0)
      for (const file of of(title)) expect(file).toMatch(new RegExp(`^demo/${kind}-\\d\\.webp$`))
    }
    for (const { path: file } of pictures) await access(path.join(mediaDir, file))
  })

  it('reviews only what buyers received, and rates products only from published reviews', async () => {
    expect(await count(`product_reviews where status = 'published'`)).toBeGreaterThan(50)
    // A few with photos wait for a moderator.
    expect(await count(`product_reviews where status = 'pending' and has_photos`)).toBeGreaterThan(
      0,
    )
    expect(await count('product_reviews where has_photos')).toBeGreaterThan(0)
    expect(await count('product_reviews where reply is not null')).toBeGreaterThan(0)
    expect(await count(`review_reports where status = 'open'`)).toBeGreaterThan(0)
    // Each review is of a delivered line of its author's order, written after the delivery.
    expect(
      await count(`product_reviews r
        join order_items oi on oi.id = r.order_item_id
        join orders o on o.id = oi.order_id
        where o.user_id <> r.user_id or oi.product_id <> r.product_id
          or o.status not in ('delivered', 'completed')
          or r.created_at < (select min(h.created_at) from order_status_history h
            where h.order_id = o.id and h.to_status in ('delivered', 'completed'))`),
    ).toBe(0)
    // Every rating a product shows is its published reviews', and every "hữu ích" count its votes.
    expect(
      await count(`products p left join lateral (
          select count(*)::int as n, coalesce(sum(rating), 0)::int as total,
            array[count(*) filter (where rating = 1), count(*) filter (where rating = 2),
              count(*) filter (where rating = 3), count(*) filter (where rating = 4),
              count(*) filter (where rating = 5)]::int[] as stars
          from product_reviews r where r.product_id = p.id and r.status = 'published') r on true
        where p.rating_count <> r.n or p.rating_sum <> r.total or p.rating_histogram <> r.stars`),
    ).toBe(0)
    expect(await count('products where rating_count > 0')).toBeGreaterThan(20)
    expect(
      await count(`product_reviews r where helpful_count <>
        (select count(*) from review_helpful_votes v where v.review_id = r.id)`),
    ).toBe(0)
    // The demo customer has a delivery of three days ago to review.
    expect(
      await count(`order_items oi join orders o on o.id = oi.order_id join users u on u.id = o.user_id
        where u.email = '${DEMO_CUSTOMER_EMAIL}' and o.status = 'delivered'
          and not exists (select 1 from product_reviews r where r.order_item_id = oi.id)`),
    ).toBe(2)
  })
})

describe('large catalogue', () => {
  it('adds generated products in batches', async () => {
    const before = await count('products')
    await seedLargeCatalog(db, { products: 1_200, media: createLocalStorage(mediaDir) })
    expect(await count('products')).toBe(before + 1_200)
    expect(
      await count(
        'products p where not exists (select 1 from product_images i where i.product_id = p.id)',
      ),
    ).toBe(0)
    const [sample] = await db
      .select({ name: products.name })
      .from(products)
      .orderBy(sql`${products.id} desc`)
      .limit(1)
    expect(sample?.name).toMatch(/\p{L}/u)
  })
})

describe('generated orders', () => {
  /** Orders whose history, payments or code disagree with the order itself. */
  const inconsistent = () =>
    Promise.all([
      count(`orders o where o.code !~ '^PC[0-9]{12}$'`),
      count(`orders o where o.status <> (select h.to_status from order_status_history h
        where h.order_id = o.id order by h.created_at desc, h.id desc limit 1)`),
      count(`orders o where o.subtotal <> (select sum(i.line_total) from order_items i
        where i.order_id = o.id)`),
      count(`orders o where o.payment_status in ('paid', 'refunded') and not exists
        (select 1 from payments p where p.order_id = o.id and p.amount = o.total)`),
      count(`orders o where (o.status = 'cancelled') <> (o.cancelled_at is not null)`),
    ])

  it('gives the demo shop three months of other shoppers’ orders that agree with themselves', async () => {
    expect(
      await count(`orders where placed_at > now() - interval '91 days'`),
    ).toBeGreaterThanOrEqual(DEMO_GENERATED_ORDERS)
    expect(await count(`orders where status = 'pending'`)).toBeGreaterThan(0)
    expect(await count(`orders where status = 'completed'`)).toBeGreaterThan(100)
    expect(await inconsistent()).toEqual([0, 0, 0, 0, 0])
  })

  it('adds more orders on the same days without drawing a code twice', async () => {
    const before = await count('orders')
    await seedGeneratedOrders(db, {
      orders: 3_000,
      days: 90,
      now: Date.now(),
      customers: 50,
      passwordHash: 'not-a-hash',
    })
    expect(await count('orders')).toBe(before + 3_000)
    expect(await count('(select distinct code from orders) c')).toBe(before + 3_000)
    expect(await inconsistent()).toEqual([0, 0, 0, 0, 0])
  })

  it("leaves the dashboard's aggregates equal to the orders and accounts it wrote", async () => {
    for (const [table, { stored, recomputed }] of Object.entries(
      await aggregatesAndRecomputed(db),
    )) {
      expect(stored.length, table).toBe(recomputed.length)
      expect(stored, table).toEqual(recomputed)
    }
  })
})
