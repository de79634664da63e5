import { expect, test } from '../support/fixtures.ts'
import { siteHeader, visit } from '../support/pages.ts'
import { addFromProductPage, cartBadge as badge, sellableProducts, vnd } from '../support/shop.ts'

test('a guest fills the cart, changes it and applies a voucher; the cart outlives a reload', async ({
  page,
  request,
}) => {
  const [first, second] = await sellableProducts(request, 2)
  await addFromProductPage(page, first!, 2)
  await expect(badge(page)).toHaveText(/^2/)
  await addFromProductPage(page, second!)
  await expect(badge(page)).toHaveText(/^3/)

  await siteHeader(page)
    .getByRole('link', { name: /Giỏ hàng/ })
    .click()
  await expect(page).toHaveURL(/\/gio-hang$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giỏ hàng (3)')
  const lines = page.getByRole('region', { name: 'Sản phẩm trong giỏ' }).getByRole('listitem')
  await expect(lines).toHaveCount(2)
  const total = page.getByTestId('cart-total')
  await expect(total).toHaveText(vnd(first!.effective_price * 2 + second!.effective_price))

  // One more of the second product, then the first one out.
  await page.getByRole('button', { name: `Tăng số lượng ${second!.name}`, exact: true }).click()
  await expect(total).toHaveText(vnd(first!.effective_price * 2 + second!.effective_price * 2))
  await page.getByRole('button', { name: `Xóa ${first!.name} khỏi giỏ hàng` }).click()
  await expect(lines).toHaveCount(1)
  await expect(badge(page)).toHaveText(/^2/)
  await expect(total).toHaveText(vnd(second!.effective_price * 2))

  // A wrong code says so; a real one shows its discount (10 %, at most 50.000 ₫).
  const code = page.getByRole('textbox', { name: 'Mã giảm giá' })
  await code.fill('khong-co-ma-nay')
  await page.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(page.getByRole('alert')).toHaveText('Mã giảm giá không tồn tại.')
  await code.fill('chaobanmoi')
  await page.getByRole('button', { name: 'Áp dụng' }).click()
  const discount = Math.min(Math.floor((second!.effective_price * 2) / 10), 50_000)
  await expect(page.getByText('Giảm giá (CHAOBANMOI)')).toBeVisible()
  await expect(total).toHaveText(vnd(second!.effective_price * 2 - discount))

  // Kept on the server, tied to this browser: a reload and the other address show the same cart.
  await page.reload()
  await expect(total).toHaveText(vnd(second!.effective_price * 2 - discount))
  const english = await page.goto('/cart')
  expect(english?.status()).toBe(200)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gio-hang$/)
  await expect(page.getByTestId('cart-total')).toHaveText(
    vnd(second!.effective_price * 2 - discount),
  )
  await expect(badge(page)).toHaveText(/^2/)
})

test('a cart with a line and a voucher has no serious or critical axe violations', async ({
  page,
  request,
  axe,
}) => {
  const [product] = await sellableProducts(request, 1)
  await addFromProductPage(page, product!)
  await axe(page)
  await visit(page, '/gio-hang')
  await page.getByRole('textbox', { name: 'Mã giảm giá' }).fill('KHONGCO')
  await page.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await axe(page)
})

test('asking for more than the stock is refused with the reason, and nothing is added', async ({
  page,
  request,
}) => {
  const [product] = await sellableProducts(request, 1)
  const { stock } = (await (await request.get(`/api/v1/products/${product!.slug}`)).json()) as {
    stock: number
  }
  await visit(page, `/san-pham/${product!.slug}`)
  // Typed past the stock: the field keeps to it, and the server refuses a second helping beyond it.
  const quantity = page.getByRole('spinbutton', { name: 'Số lượng', exact: true })
  await quantity.fill(String(stock + 5))
  await expect(quantity).toHaveValue(String(Math.min(stock, 99)))
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Đã thêm vào giỏ hàng.' })).toBeVisible()
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click()
  await expect(page.getByRole('alert')).toContainText(
    stock > 99 ? 'mỗi sản phẩm mua tối đa 99' : `trong kho chỉ còn ${stock}`,
  )
  await expect(badge(page)).toHaveText(new RegExp(`^${Math.min(stock, 99)}`))
})

test('a product card puts one unit in the cart; one with sizes or colours asks for a choice', async ({
  page,
  request,
}) => {
  const [product] = await sellableProducts(request, 1)
  await visit(page, `/tim-kiem?q=${encodeURIComponent(product!.name)}`)
  await page
    .getByRole('button', { name: `Thêm ${product!.name} vào giỏ hàng` })
    .first()
    .click()
  await expect(badge(page)).toHaveText(/^1/)

  // A product with variants: the card cannot choose for the shopper.
  const list = await request.get('/api/v1/products?per_page=60&in_stock=true&sort=best_selling')
  const { data } = (await list.json()) as { data: { slug: string; name: string }[] }
  let withVariants: { slug: string; name: string } | undefined
  for (const candidate of data) {
    const detail = await (await request.get(`/api/v1/products/${candidate.slug}`)).json()
    if ((detail as { variants: unknown[] }).variants.length > 1) {
      withVariants = candidate
      break
    }
  }
  expect(withVariants).toBeDefined()
  await visit(page, `/tim-kiem?q=${encodeURIComponent(withVariants!.name)}`)
  await page
    .getByRole('button', { name: `Thêm ${withVariants!.name} vào giỏ hàng` })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/san-pham/${withVariants!.slug}$`))
  await expect(badge(page)).toHaveText(/^1/)
})

test('a product on the wish list moves to the cart', async ({
  page,
  request,
  createUser,
  setSessionToken,
}) => {
  const [product] = await sellableProducts(request, 1)
  const user = await createUser()
  const detail = (await (await request.get(`/api/v1/products/${product!.slug}`)).json()) as {
    id: number
  }
  const listed = await request.post('/api/v1/wishlist', {
    data: { product_id: detail.id },
    headers: { authorization: `Bearer ${user.token}` },
  })
  expect(listed.status()).toBe(201)
  await setSessionToken(page.context(), user.token)
  await visit(page, '/my-account/product-wish-list')
  await page.getByRole('button', { name: `Chuyển vào giỏ: ${product!.name}` }).click()
  await expect(badge(page)).toHaveText(/^1/)
  await expect(page.getByText('Danh sách yêu thích đang trống')).toBeVisible()
})

test('an empty cart says so and leads back to the products', async ({ page }) => {
  await visit(page, '/gio-hang')
  await expect(page.getByText('Giỏ hàng của bạn đang trống.')).toBeVisible()
  await expect(badge(page)).toHaveCount(0)
  await page.getByRole('link', { name: 'Tiếp tục mua sắm' }).click()
  await expect(page).toHaveURL(/\/san-pham$/)
})

test("a guest's cart joins the customer's cart at login", async ({
  page,
  request,
  createUser,
  login,
}) => {
  const [product] = await sellableProducts(request, 1)
  const user = await createUser()
  await addFromProductPage(page, product!, 3)
  await expect(badge(page)).toHaveText(/^3/)
  await login(page, user)
  await expect(badge(page)).toHaveText(/^3/)
  await visit(page, '/gio-hang')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giỏ hàng (3)')
  await expect(page.getByRole('link', { name: product!.name })).toBeVisible()
})
