import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, test, type TestUser } from '../support/fixtures.ts'
import { approveAd, postAd } from '../support/classifieds.ts'
import { visit } from '../support/pages.ts'
import { vnd } from '../support/shop.ts'

// A customer's own classified ads: the form with its rich-text editor (CKEditor 5, loaded on
// demand), pictures dropped on the form, and the list with hide, show, renew and delete.

const MANAGE = '/my-account/manage-classifieds'
const CREATE = `${MANAGE}/create`

// "Tiêu đề" is also in the editor's heading dropdown: the text box is the one meant.
const titleField = (page: Page) => page.getByRole('textbox', { name: 'Tiêu đề', exact: true })
const editorOf = (page: Page) => page.getByRole('textbox', { name: 'Nội dung' })
const pictures = (page: Page) => page.getByRole('list', { name: 'Ảnh của tin' }).getByRole('img')

/** Waits for CKEditor to arrive (it loads after the page) and puts the caret in it. */
async function focusEditor(page: Page): Promise<Locator> {
  const editor = editorOf(page)
  await expect(editor).toBeVisible({ timeout: 15_000 })
  await editor.click()
  return editor
}

/** Drops pictures on the form's zone as a desktop drag would: files drawn on a canvas in the page. */
async function dropPictures(page: Page, colours: string[]): Promise<void> {
  const dataTransfer = await page.evaluateHandle(async (fills) => {
    const transfer = new DataTransfer()
    for (const [index, fill] of fills.entries()) {
      const canvas = document.createElement('canvas')
      canvas.width = 480
      canvas.height = 360
      const context = canvas.getContext('2d')!
      context.fillStyle = fill
      context.fillRect(0, 0, canvas.width, canvas.height)
      const blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((b) => resolve(b!), 'image/png'),
      )
      transfer.items.add(new File([blob], `anh-${index + 1}.png`, { type: 'image/png' }))
    }
    return transfer
  }, colours)
  const zone = page.getByTestId('image-drop-zone')
  await zone.dispatchEvent('dragenter', { dataTransfer })
  await zone.dispatchEvent('dragover', { dataTransfer })
  await zone.dispatchEvent('drop', { dataTransfer })
}

const LIST_WORDS = {
  vi: { button: 'Danh sách đánh số', properties: 'Thuộc tính danh sách', start: 'Bắt đầu tại' },
  en: { button: 'Numbered List', properties: 'List properties', start: 'Start at' },
}

/** The numbered list button's dropdown (the arrow beside it), its properties unfolded. */
async function openNumberedListOptions(page: Page, language: 'vi' | 'en'): Promise<Locator> {
  const words = LIST_WORDS[language]
  await page.getByRole('button', { name: words.button, exact: true }).nth(1).click()
  const panel = page.locator('.ck-dropdown__panel-visible')
  await expect(panel).toBeVisible()
  const properties = panel.getByRole('button', { name: words.properties, exact: true })
  if ((await properties.getAttribute('aria-expanded')) !== 'true') await properties.click()
  const start = panel.getByLabel(words.start, { exact: true })
  await expect(start).toBeEnabled()
  return start
}

/** Types into the start index field as a person would; the message shown under it. */
async function startIndexMessage(page: Page, field: Locator, typed: string): Promise<Locator> {
  await field.fill('')
  await field.pressSequentially(typed)
  return page.locator('.ck-dropdown__panel-visible .ck-labeled-field-view__status')
}

interface Place {
  province: { code: string; name: string }
  ward: { code: string; name: string }
}

async function somePlace(request: APIRequestContext): Promise<Place> {
  const provinces = (await (await request.get('/api/v1/provinces')).json()) as {
    data: { code: string; name: string }[]
  }
  const province = provinces.data.find((item) => item.name === 'Thành phố Hà Nội')!
  const wards = (await (await request.get(`/api/v1/provinces/${province.code}/wards`)).json()) as {
    data: { code: string; name: string }[]
  }
  return { province, ward: wards.data[0]! }
}

test('a customer posts an ad with a rich body and pictures, then edits, hides, shows, renews and deletes it', async ({
  page,
  request,
  createUser,
  setSessionToken,
  axe,
}) => {
  test.setTimeout(120_000)
  const user = await createUser()
  const place = await somePlace(request)
  await setSessionToken(page.context(), user.token)
  await visit(page, '/my-account')
  await page.getByRole('link', { name: 'Tin rao vặt của tôi' }).click()
  await expect(page.getByRole('heading', { name: 'Tin rao vặt của tôi' })).toBeVisible()
  await expect(page.getByText('Bạn chưa đăng tin rao vặt nào.')).toBeVisible()
  await page.getByRole('link', { name: 'Đăng tin mới' }).click()
  await expect(page.getByRole('heading', { name: 'Đăng tin rao vặt' })).toBeVisible()

  // The contact is the customer's own, filled in.
  await expect(page.getByLabel('Tên người liên hệ')).toHaveValue(user.name)
  await expect(page.getByLabel('Số điện thoại liên hệ')).toHaveValue(user.phone)

  // Bad input first: everything typed, dropped and written stays, each error beside its field.
  await titleField(page).fill('Xe đạp')
  await dropPictures(page, ['#c0392b', '#2e86c1'])
  await expect(pictures(page)).toHaveCount(2)
  await expect(page.getByText('Ảnh bìa', { exact: true })).toBeVisible()
  const gallery = page.getByRole('list', { name: 'Ảnh của tin' })
  await expect(gallery.locator('[aria-busy="true"]')).toHaveCount(0)
  // The second picture becomes the cover with the move button; the focus stays on the picture.
  const cover = await pictures(page).first().getAttribute('src')
  await gallery.getByRole('button', { name: 'Đưa ảnh 2 lên trước' }).click()
  await expect(pictures(page).first()).not.toHaveAttribute('src', cover!)
  await expect(gallery.getByRole('button', { name: 'Đưa ảnh 1 (ảnh bìa) ra sau' })).toBeFocused()
  const editor = await focusEditor(page)
  await page.keyboard.type('Còn mới')
  await page.getByRole('button', { name: 'Đăng tin', exact: true }).click()
  await expect(page.locator('#field-title-error')).toHaveText(
    'Tiêu đề phải có từ 10 đến 120 ký tự.',
  )
  await expect(page.locator('#field-topic_id-error')).toHaveText('Vui lòng chọn chủ đề.')
  await expect(page.locator('#field-price-error')).toHaveText(
    'Vui lòng nhập giá hoặc chọn "Thỏa thuận".',
  )
  await expect(page.locator('#field-province_code-error')).toHaveText(
    'Vui lòng chọn tỉnh/thành phố.',
  )
  await expect(page.locator('#field-body-error')).toHaveText(
    'Vui lòng nhập nội dung (ít nhất 20 ký tự).',
  )
  await expect(titleField(page)).toBeFocused()
  await expect(titleField(page)).toHaveValue('Xe đạp')
  await expect(editor).toHaveText('Còn mới')
  await expect(editor).toHaveAttribute('aria-invalid', 'true')
  await expect(pictures(page)).toHaveCount(2)
  await expect(page).toHaveURL(CREATE)

  // Now as it should be.
  const title = `Bán xe đạp thể thao Giant ${Date.now().toString(36)}`
  await titleField(page).fill(title)
  await page.getByLabel('Chủ đề').selectOption({ label: 'Xe cộ' })
  await page.getByLabel('Giá bán').pressSequentially('3500000')
  await expect(page.getByLabel('Giá bán')).toHaveValue('3.500.000')
  await page.getByLabel('Tỉnh / Thành phố').selectOption(place.province.code)
  const ward = page.getByLabel('Phường / Xã')
  await expect(ward.locator('option')).not.toHaveCount(1)
  await ward.selectOption(place.ward.code)

  await editor.click()
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('Xe còn mới 95%, đi được 200 km, bán vì chuyển nhà.')
  await page.keyboard.press('Enter')
  await page.keyboard.type('1. Khung nhôm nhẹ')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Phanh đĩa trước sau')
  // Upper-roman numbering that starts at 3, from the numbered list's properties.
  await openNumberedListOptions(page, 'vi')
  await page.getByRole('button', { name: 'Bật/tắt kiểu danh sách chữ số La Mã viết hoa' }).click()
  const start = await openNumberedListOptions(page, 'vi')
  await start.fill('3')
  // Enter confirms the value; it does not send the form around the editor.
  const posted: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/v1/my/classified-ads')) {
      posted.push(request.url())
    }
  })
  await start.press('Enter')
  await page.keyboard.press('Escape')
  await expect(editor.locator('ol')).toHaveAttribute('start', '3')
  await expect(editor.locator('ol')).toHaveCSS('list-style-type', 'upper-roman')
  expect(posted).toEqual([])
  await axe(page)

  await page.getByRole('button', { name: 'Đăng tin', exact: true }).click()
  await expect(page).toHaveURL(MANAGE)
  // A new poster's first ad waits for a moderator (the default publication mode), who approves it.
  await expect(
    page.getByRole('status').filter({ hasText: 'Tin của bạn đang chờ duyệt' }),
  ).toBeVisible()
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })
  await expect(card.getByText('Chờ duyệt', { exact: true })).toBeVisible()
  await expect(card.getByRole('link', { name: `Xem tin ${title}` })).toHaveCount(0)
  const editHref = await card.getByRole('link', { name: `Sửa tin ${title}` }).getAttribute('href')
  await approveAd(request, Number(editHref!.split('/').at(-2)))
  await visit(page, MANAGE)
  await expect(card.getByText('Đang hiển thị')).toBeVisible()
  await expect(card.getByText(vnd(3_500_000))).toBeVisible()
  await expect(card.getByText(/^Hết hạn \d{2}\/\d{2}\/\d{4} · còn 30 ngày$/)).toBeVisible()
  await axe(page)

  // Its public page shows the list as it was written.
  await card.getByRole('link', { name: `Xem tin ${title}` }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const list = page.locator('ol[start="3"]')
  await expect(list).toHaveAttribute('style', /list-style-type:\s*upper-roman/)
  await expect(list.getByRole('listitem')).toHaveText(['Khung nhôm nhẹ', 'Phanh đĩa trước sau'])
  const slug = new URL(page.url()).pathname.split('/').pop()!

  // Edit: the form comes back with everything saved; the title changes.
  await visit(page, MANAGE)
  await card.getByRole('link', { name: `Sửa tin ${title}` }).click()
  await expect(page.getByRole('heading', { name: 'Sửa tin rao vặt' })).toBeVisible()
  await expect(page.getByLabel('Giá bán')).toHaveValue('3.500.000')
  await expect(page.getByLabel('Chủ đề').locator('option:checked')).toHaveText('Xe cộ')
  await expect(page.getByLabel('Phường / Xã')).toHaveValue(place.ward.code)
  await expect(pictures(page)).toHaveCount(2)
  await expect(editorOf(page).locator('ol[start="3"] li')).toHaveCount(2)
  const renamed = `${title} (đã sửa)`
  await titleField(page).fill(renamed)
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click()
  await expect(page).toHaveURL(MANAGE)
  const edited = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: renamed }) })
  await expect(edited).toBeVisible()

  // Hide, then show again: hidden ads are not public.
  await edited.getByRole('button', { name: `Ẩn tin ${renamed}` }).click()
  await expect(edited.getByText('Đã ẩn')).toBeVisible()
  // Public answers may be a few seconds old (the read cache).
  await expect
    .poll(async () => (await request.get(`/api/v1/classified-ads/${slug}`)).status(), {
      timeout: 15_000,
    })
    .toBe(404)
  await edited.getByRole('button', { name: `Hiện tin ${renamed}` }).click()
  await expect(edited.getByText('Đang hiển thị')).toBeVisible()

  // Renew: 30 more days.
  await edited.getByRole('button', { name: `Gia hạn tin ${renamed}` }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Đã gia hạn tin/ })).toBeVisible()
  await expect(edited.getByText(/· còn 60 ngày$/)).toBeVisible()

  // Delete, after saying yes.
  await edited.getByRole('button', { name: `Xóa tin ${renamed}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Xóa tin rao vặt?' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Xóa tin' }).click()
  await expect(page.getByRole('status').filter({ hasText: /^Đã xóa tin/ })).toBeVisible()
  await expect(page.getByText('Bạn chưa đăng tin rao vặt nào.')).toBeVisible()
})

test("the list start index speaks the editor's language: English and Vietnamese", async ({
  page,
  createUser,
  setSessionToken,
}) => {
  const user = await createUser()
  await setSessionToken(page.context(), user.token)
  await visit(page, CREATE)
  await focusEditor(page)
  await page.keyboard.type('1. Mục đầu tiên')

  // Vietnamese by default: CKEditor's own translations.
  const startVi = await openNumberedListOptions(page, 'vi')
  await expect(await startIndexMessage(page, startVi, 'abc')).toHaveText(
    'Giá trị chỉ mục bắt đầu không hợp lệ.',
  )
  await expect(await startIndexMessage(page, startVi, '-1')).toHaveText(
    'Chỉ mục bắt đầu phải lớn hơn 0.',
  )
  await page.keyboard.press('Escape')

  // English: the editor is mounted again with what was written.
  // The radio buttons are drawn as one switch; the visible words are what one clicks.
  await page.getByText('English', { exact: true }).click()
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Numbered List', exact: true })).toHaveCount(2)
  await expect(editorOf(page).getByRole('listitem')).toHaveText('Mục đầu tiên')
  await editorOf(page).getByText('Mục đầu tiên').click()
  const startEn = await openNumberedListOptions(page, 'en')
  await expect(await startIndexMessage(page, startEn, 'abc')).toHaveText(
    'Invalid start index value.',
  )
  await expect(await startIndexMessage(page, startEn, '-1')).toHaveText(
    'Start index must be greater than 0.',
  )
  await expect(await startIndexMessage(page, startEn, '1.5')).toHaveText(
    'Start index must be greater than 0.',
  )

  // The choice is remembered.
  await visit(page, CREATE)
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked()
  await expect(page.getByRole('button', { name: 'Numbered List', exact: true })).toHaveCount(2)
})

test("another customer's ad cannot be edited: the 404 page", async ({
  page,
  request,
  createUser,
  setSessionToken,
  context,
}) => {
  const owner: TestUser = await createUser()
  const place = await somePlace(request)
  const { id } = await postAd(request, owner, { provinceCode: place.province.code })

  const stranger = await createUser()
  await setSessionToken(context, stranger.token)
  const response = await visit(page, `${MANAGE}/${id}/edit`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('main')).toContainText('404')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Không tìm thấy tin rao vặt.')
  await expect(titleField(page)).toHaveCount(0)
})

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`an owner opening their own hidden ad is told so and shows it again from there (${viewport.width} px)`, async ({
    page,
    request,
    createUser,
    setSessionToken,
    context,
  }) => {
    await page.setViewportSize(viewport)
    const owner: TestUser = await createUser()
    const place = await somePlace(request)
    const ad = await postAd(request, owner, { provinceCode: place.province.code })
    const hidden = await request.post(`/api/v1/my/classified-ads/${ad.id}/hide`, {
      headers: { Authorization: `Bearer ${owner.token}` },
    })
    expect(hidden.status(), await hidden.text()).toBe(200)

    await setSessionToken(context, owner.token)
    await visit(page, `/tin-rao-vat/${ad.slug}`)
    const notice = page.getByRole('status').filter({ hasText: 'Tin đang ẩn' })
    await expect(notice).toBeVisible()
    await notice.getByRole('button', { name: 'Hiện lại' }).click()
    await expect(notice).toHaveCount(0)
    // Public answers may be a few seconds old (the read cache).
    await expect
      .poll(async () => (await request.get(`/api/v1/classified-ads/${ad.slug}`)).status(), {
        timeout: 15_000,
      })
      .toBe(200)
  })
}
