import { expect, test } from '../support/fixtures.ts'
import { visit, waitForHydration } from '../support/pages.ts'
import { addFromProductPage, fillCheckout, sellableProducts, vnd } from '../support/shop.ts'
import { E2E_VNPAY, signedVnpayResult, vnpaySignature } from '../support/vnpay.ts'

test('a guest buys two products with a voucher, paying on delivery, and gets the mail', async ({
  page,
  request,
  readMail,
  axe,
}) => {
  const [first, second] = await sellableProducts(request, 2, { page: 2 })
  await addFromProductPage(page, first!)
  await addFromProductPage(page, second!)
  await visit(page, '/gio-hang')
  await page.getByRole('textbox', { name: 'Mã giảm giá' }).fill('CHAOBANMOI')
  await page.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(page.getByText('Giảm giá (CHAOBANMOI)')).toBeVisible()
  const subtotal = first!.effective_price + second!.effective_price
  const discount = Math.min(Math.floor(subtotal / 10), 50_000)

  await page.getByRole('link', { name: 'Tiến hành đặt hàng' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await waitForHydration(page)
  await expect(page.getByRole('navigation', { name: 'Các bước thanh toán' })).toBeVisible()

  // Nothing filled in: each field says what is missing, and no order is made.
  await page.getByRole('button', { name: /^Đặt hàng/ }).click()
  await expect(page.getByText('Vui lòng nhập họ tên người nhận.')).toBeVisible()
  await expect(page.getByText('Vui lòng chọn tỉnh/thành phố.')).toBeVisible()
  // a guest's email too, in the same round, not after the others are fixed
  await expect(page.getByText('Vui lòng nhập email để nhận xác nhận đơn hàng.')).toBeVisible()
  await expect(page).toHaveURL(/\/checkout$/)

  const email = `khach-${Date.now()}@phiencho.test`
  await fillCheckout(page, { name: 'Lê Thị Hoa', phone: '0912345678', email })
  const totalText = await page.getByTestId('checkout-total').innerText()
  const total = Number(totalText.replace(/\D/g, ''))
  expect(total).toBeGreaterThanOrEqual(subtotal - discount)
  await page.getByRole('radio', { name: /Thanh toán khi nhận hàng/ }).check()
  await axe(page)
  await page.getByRole('button', { name: /^Đặt hàng/ }).click()

  await expect(page).toHaveURL(/\/don-hang\/thanh-cong\?code=PC\d+/)
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
  const code = await page.getByTestId('order-code').innerText()
  await expect(page.getByTestId('order-total')).toHaveText(vnd(total))
  await expect(
    page.getByText(`Thanh toán ${vnd(total)} bằng tiền mặt khi nhận hàng.`),
  ).toBeVisible()
  await expect(page.getByText('Giảm giá (CHAOBANMOI)')).toBeVisible()
  // The cart went into the order (the browser's own cart, by its cookie).
  expect(await (await page.request.get('/api/v1/cart/count')).json()).toEqual({ count: 0 })
  await axe(page)

  const mail = await readMail(email)
  expect(mail.subject).toContain(code)
  expect(mail.text).toContain(first!.name)
  // A guest's mail opens the order by its signed link, without the phone number.
  expect(mail.text).toContain(`/don-hang/lich-su?code=${code}&token=`)

  // Coming back later, a guest shows the phone number of the order first.
  await page.reload()
  await page.getByLabel('Số điện thoại').fill('0987654321')
  await page.getByRole('button', { name: 'Xem đơn hàng' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await page.getByLabel('Số điện thoại').fill('0912345678')
  await page.getByRole('button', { name: 'Xem đơn hàng' }).click()
  await expect(page.getByTestId('order-code')).toHaveText(code)
})

test('a customer pays by bank transfer and sees the VietQR code with the transfer details', async ({
  page,
  request,
  createUser,
  setSessionToken,
}) => {
  const [product] = await sellableProducts(request, 1, { page: 3 })
  const user = await createUser()
  await setSessionToken(page.context(), user.token)
  await addFromProductPage(page, product!)
  await visit(page, '/checkout')
  // The account's name, phone and email are filled in already.
  await expect(page.getByLabel('Họ và tên')).toHaveValue(user.name)
  await fillCheckout(page, { name: user.name, phone: user.phone })
  await page.getByRole('radio', { name: /Chuyển khoản ngân hàng/ }).check()
  await page.getByRole('checkbox', { name: 'Lưu địa chỉ này vào sổ địa chỉ' }).check()
  await page.getByRole('button', { name: /^Đặt hàng/ }).click()

  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
  const code = await page.getByTestId('order-code').innerText()
  const qr = page.getByRole('img', { name: new RegExp(`Mã VietQR .* cho đơn ${code}`) })
  await expect(qr).toBeVisible()
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
  const details = page.getByRole('definition')
  await expect(page.getByRole('term').filter({ hasText: 'Số tài khoản' })).toBeVisible()
  await expect(details.filter({ hasText: code })).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' })).toBeVisible()

  // A customer's own order opens again without a phone number.
  await page.reload()
  await expect(page.getByTestId('order-code')).toHaveText(code)

  // Next time the saved address fills the form, and its province prices the shipping.
  await addFromProductPage(page, product!)
  await visit(page, '/checkout')
  await expect(
    page.getByRole('radio', { name: new RegExp(`${user.name} · ${user.phone}`) }),
  ).toBeChecked()
  await expect(page.getByLabel('Số nhà, tên đường')).toHaveValue('12 Lý Thường Kiệt')
  await expect(page.getByLabel('Tỉnh / Thành phố')).toHaveValue('01')
  await expect(page.getByLabel('Phường / Xã')).not.toHaveValue('')
  await expect(page.getByRole('radio', { name: /Giao hàng tiêu chuẩn/ })).toBeChecked()
})

test('the checkout of an empty cart sends the shopper to the products', async ({ page }) => {
  await visit(page, '/checkout')
  await expect(page.getByRole('heading', { name: 'Giỏ hàng đang trống' })).toBeVisible()
  await page.getByRole('link', { name: 'Xem sản phẩm' }).click()
  await expect(page).toHaveURL(/\/san-pham$/)
})

test('a VNPay round trip: the signed return and IPN pay the order, a tampered one is refused', async ({
  page,
  request,
}) => {
  const [product] = await sellableProducts(request, 1, { page: 4 })
  await addFromProductPage(page, product!)
  await visit(page, '/checkout')
  await fillCheckout(page, {
    name: 'Phạm Minh Khoa',
    phone: '0987123456',
    email: `vnpay-${Date.now()}@phiencho.test`,
  })
  await page.getByRole('radio', { name: /VNPay/ }).check()
  await page.getByRole('button', { name: /^Đặt hàng/ }).click()
  await expect(page.getByRole('heading', { name: 'Đặt hàng thành công' })).toBeVisible()
  const code = await page.getByTestId('order-code').innerText()

  // The link to VNPay is signed with our secret and names the order and its amount (× 100).
  const href = await page.getByRole('link', { name: 'Thanh toán qua VNPay' }).getAttribute('href')
  const sent = Object.fromEntries(new URL(href!).searchParams)
  expect(sent.vnp_TxnRef).toBe(code)
  expect(sent.vnp_TmnCode).toBe(E2E_VNPAY.tmnCode)
  expect(sent.vnp_OrderInfo).toMatch(/^[A-Za-z0-9 ]+$/)
  expect(sent.vnp_SecureHash).toBe(vnpaySignature(sent))
  const total = Number((await page.getByTestId('order-total').innerText()).replace(/\D/g, ''))
  expect(sent.vnp_Amount).toBe(String(total * 100))

  // Someone changes the amount on the way back: the signature no longer holds.
  const paid = signedVnpayResult(code, sent.vnp_Amount!)
  const tampered = { ...paid, vnp_Amount: '100' }
  await page.goto(`/thanh-toan?${new URLSearchParams(tampered)}`)
  await expect(page.getByRole('heading', { name: 'Thanh toán không thành công' })).toBeVisible()
  const refused = await request.get(`/api/v1/payments/vnpay/ipn?${new URLSearchParams(tampered)}`)
  expect(((await refused.json()) as { RspCode: string }).RspCode).toBe('97')

  // VNPay's server tells ours first (IPN), once; then the shopper comes back.
  const ipn = await request.get(`/api/v1/payments/vnpay/ipn?${new URLSearchParams(paid)}`)
  expect(await ipn.json()).toEqual({ RspCode: '00', Message: expect.any(String) })
  const again = await request.get(`/api/v1/payments/vnpay/ipn?${new URLSearchParams(paid)}`)
  expect(((await again.json()) as { RspCode: string }).RspCode).toBe('02')
  await page.goto(`/thanh-toan?${new URLSearchParams(paid)}`)
  await expect(page.getByRole('heading', { name: 'Thanh toán thành công' })).toBeVisible()
  await expect(page.getByTestId('order-code')).toHaveText(code)
})

test('a voucher entered at the checkout changes its total, and taken off there restores it', async ({
  page,
  request,
}) => {
  // Never ordered: products of page 1 only fill carts.
  const [product] = await sellableProducts(request, 1)
  await addFromProductPage(page, product!)
  await visit(page, '/checkout')
  const total = page.getByTestId('checkout-total')
  await expect(total).toHaveText(vnd(product!.effective_price))
  await page.getByRole('textbox', { name: 'Mã giảm giá' }).fill('KHONGCOMA')
  await page.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Mã giảm giá không tồn tại.' }),
  ).toBeVisible()

  await page.getByRole('textbox', { name: 'Mã giảm giá' }).fill('CHAOBANMOI')
  await page.getByRole('button', { name: 'Áp dụng' }).click()
  const discount = Math.min(Math.floor(product!.effective_price / 10), 50_000)
  await expect(total).toHaveText(vnd(product!.effective_price - discount))
  await page.getByRole('button', { name: 'Bỏ mã CHAOBANMOI' }).click()
  await expect(total).toHaveText(vnd(product!.effective_price))
})
