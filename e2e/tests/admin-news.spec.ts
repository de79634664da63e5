import { randomInt } from 'node:crypto'
import type { Locator, Page } from '@playwright/test'
import { adminSidebar, DEMO_STAFF, giveStaffSession, openBackOffice } from '../support/admin.ts'
import { expect, test } from '../support/fixtures.ts'
import { visit, waitForHydration } from '../support/pages.ts'

// News authoring in the back office: a writer's article with a cover and a picture in its body
// goes to review, comes back with the editor's note, goes again, and is scheduled; the server then
// publishes it by itself. The categories editor; what a writer may not do. Each journey's names
// carry a word of their own, which the list's search finds.

const DEMO_PASSWORD = 'PhienCho@2026'
const WRITER = { email: 'congtacvien@phiencho.vn', password: DEMO_PASSWORD }
const EDITOR = DEMO_STAFF.find((member) => member.role === 'Biên tập viên')!

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)
const newTag = () => `tt${randomInt(36 ** 6).toString(36)}`
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const statusLine = (page: Page) => page.getByRole('heading', { level: 1 }).locator('+ p')

/** A picture drawn in the page (a gradient, so two calls make different bytes), as a PNG file. */
async function drawnPicture(page: Page, name: string, width: number, height: number) {
  const data = await page.evaluate(
    ({ width, height, hue }) => {
      const canvas = document.createElement('canvas')
      canvas.width = width
      canvas.height = height
      const context = canvas.getContext('2d')!
      const gradient = context.createLinearGradient(0, 0, width, height)
      gradient.addColorStop(0, `hsl(${hue} 70% 45%)`)
      gradient.addColorStop(1, `hsl(${(hue + 120) % 360} 70% 60%)`)
      context.fillStyle = gradient
      context.fillRect(0, 0, width, height)
      return canvas.toDataURL('image/png').split(',')[1]!
    },
    { width, height, hue: randomInt(360) },
  )
  return { name, mimeType: 'image/png', buffer: Buffer.from(data, 'base64') }
}

/** Waits for CKEditor (it loads after the page) and puts the caret in it. */
async function focusBody(page: Page): Promise<Locator> {
  const body = page.getByRole('textbox', { name: 'Nội dung' })
  await expect(body).toBeVisible({ timeout: 15_000 })
  await body.click()
  return body
}

/**
 * The soonest time the shop lets an article be scheduled for, as a datetime-local value in
 * Vietnam's time: the first whole minute at least a minute ahead, with 15 s for the form to
 * reach the server.
 */
function soonestSchedule(): string {
  const at = Math.ceil((Date.now() + 75_000) / 60_000) * 60_000
  return new Date(at + 7 * 3_600_000).toISOString().slice(0, 16)
}

const BODY =
  'Rau ăn lá nên được nhặt bỏ lá úa, để ráo nước rồi bọc trong khăn giấy khô trước khi cho vào ' +
  'hộp kín. Ngăn mát giữ rau tươi lâu nhất ở khoảng bốn đến sáu độ C, còn củ quả như hành tỏi ' +
  'và khoai thì nên để nơi thoáng mát ngoài tủ lạnh để không bị mọc mầm.'

test('a writer’s article goes to review, comes back with a note, is scheduled and publishes itself', async ({
  page,
  axe,
}, testInfo) => {
  // The scheduled article appears by itself: up to a minute of the scheduler's rounds after its
  // time, at most two minutes ahead, with the writing and reviewing before that.
  test.setTimeout(7 * 60_000)
  const tag = newTag()
  const title = `Mẹo giữ rau tươi lâu trong tủ lạnh ${tag}`
  const note = 'Bài cần thêm một đoạn về cách bảo quản rau thơm.'

  // The writer opens the console from the sidebar and starts a new article.
  await openBackOffice(page, WRITER)
  await adminSidebar(page).getByRole('link', { name: 'Tin tức', exact: true }).click()
  await expect(page).toHaveURL('/quan-tri/tin-tuc')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tin tức')
  await axe(page)
  await page.getByRole('link', { name: 'Viết bài mới' }).click()
  await expect(page).toHaveURL('/quan-tri/tin-tuc/moi')
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'Đăng ngay' })).toHaveCount(0)

  // Sent without a title: the message stands beside the field.
  await focusBody(page)
  await page.getByRole('button', { name: 'Gửi duyệt' }).click()
  await expect(field(page, 'Tiêu đề')).toHaveAccessibleDescription(/Tiêu đề cần từ 10 đến 255/)
  await expect(field(page, 'Tiêu đề')).toBeFocused()

  await field(page, 'Tiêu đề').fill(title)
  await page.getByRole('combobox', { name: 'Chuyên mục' }).selectOption({ index: 1 })
  await page
    .getByLabel('Chọn ảnh bìa')
    .setInputFiles(await drawnPicture(page, 'bia-rau.png', 1200, 675))
  await expect(page.getByRole('img', { name: 'Ảnh bìa hiện tại' })).toBeVisible()
  await field(page, 'Mô tả ảnh bìa').fill('Rổ rau cải xanh vừa rửa sạch')
  await field(page, 'Tóm tắt').fill('Vài thói quen nhỏ giúp rau củ giữ được độ tươi cả tuần.')
  const body = await focusBody(page)
  await body.pressSequentially(BODY, { delay: 0 })
  // A picture inside the body, through the editor's own upload (its button is under "Xem thêm"
  // on a toolbar this wide).
  await page.getByRole('button', { name: 'Xem thêm' }).click()
  await page
    .locator('input[type="file"]:not(#field-cover_image)')
    .setInputFiles(await drawnPicture(page, 'rau-trong-bai.png', 800, 600))
  await expect(body.locator('img[src^="/media/"]')).toHaveCount(1, { timeout: 15_000 })
  await field(page, 'Thẻ').fill('bảo quản, rau củ')
  await expect(page.getByRole('list', { name: 'Thẻ sẽ lưu' })).toHaveText('#bảo quản#rau củ')
  await page.getByRole('button', { name: 'Gửi duyệt' }).click()
  await expect(toast(page, 'Đã gửi bài viết cho biên tập viên duyệt.')).toBeVisible()
  await expect(page).toHaveURL(/\/quan-tri\/tin-tuc\/\d+$/)
  const editorUrl = new URL(page.url()).pathname
  await expect(statusLine(page)).toContainText('Chờ duyệt')
  const slug = await field(page, 'Đường dẫn').inputValue()
  expect(slug).toContain(tag)
  await axe(page)
  await page.screenshot({ path: testInfo.outputPath('editor-1280.png'), fullPage: true })

  // The preview is the public page's drawing, marked as not published.
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: /^Xem trước/ }).click(),
  ])
  await expect(preview.getByText('Bản xem trước — chưa đăng')).toBeVisible()
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.locator('article img[src^="/media/"]')).toHaveCount(2)
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await axe(preview)
  await preview.screenshot({ path: testInfo.outputPath('preview-1280.png'), fullPage: true })
  await preview.setViewportSize({ width: 390, height: 844 })
  await preview.screenshot({ path: testInfo.outputPath('preview-390.png'), fullPage: true })
  await preview.close()

  // The editor finds it waiting and returns it with a note.
  await giveStaffSession(page.context(), EDITOR)
  await visit(page, `/quan-tri/tin-tuc?tab=in_review&q=${tag}`)
  const tab = page.getByRole('navigation', { name: 'Trạng thái bài viết' })
  await expect(tab.getByRole('link', { name: /^Chờ duyệt/ })).toHaveText('Chờ duyệt1')
  const row = page.getByRole('list', { name: 'Danh sách bài viết' }).getByRole('listitem', {
    name: title,
  })
  await expect(row).toContainText('Chờ duyệt')
  await page.screenshot({ path: testInfo.outputPath('list-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('list-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  await row.getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(editorUrl)
  await page.getByRole('button', { name: 'Trả về bản nháp' }).click()
  const returnDialog = page.getByRole('dialog', { name: 'Trả bài về bản nháp' })
  await returnDialog.getByRole('button', { name: 'Trả về bản nháp' }).click()
  await expect(
    returnDialog.getByRole('textbox', { name: 'Góp ý cho người viết' }),
  ).toHaveAccessibleDescription(/Vui lòng nhập góp ý/)
  await returnDialog.getByRole('textbox', { name: 'Góp ý cho người viết' }).fill(note)
  await axe(page)
  await returnDialog.getByRole('button', { name: 'Trả về bản nháp' }).click()
  await expect(toast(page, 'Đã trả bài viết về bản nháp.')).toBeVisible()
  await expect(statusLine(page)).toContainText('Bản nháp')

  // The writer reads the note first, edits and sends the article again.
  await giveStaffSession(page.context(), WRITER)
  await visit(page, editorUrl)
  const noteBox = page.getByRole('region', { name: 'Góp ý của biên tập viên' })
  await expect(noteBox).toContainText(note)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('editor-note-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })
  const again = await focusBody(page)
  await again.press('Control+End')
  await again.press('Enter')
  await again.pressSequentially('Rau thơm thì cắm gốc vào cốc nước như cắm hoa.', { delay: 0 })
  await page.getByRole('button', { name: 'Gửi duyệt' }).click()
  await expect(toast(page, 'Đã gửi bài viết cho biên tập viên duyệt.')).toBeVisible()
  await expect(statusLine(page)).toContainText('Chờ duyệt')
  await expect(noteBox).toHaveCount(0)

  // The editor schedules it as soon as the shop allows (the scheduled run waits for that time).
  await giveStaffSession(page.context(), EDITOR)
  await visit(page, editorUrl)
  await focusBody(page)
  await page.getByRole('button', { name: 'Hẹn giờ đăng' }).click()
  const schedule = page.getByRole('dialog', { name: 'Hẹn giờ đăng bài' })
  await axe(page)
  await schedule.getByLabel('Thời điểm đăng (giờ Việt Nam)').fill(soonestSchedule())
  await schedule.getByRole('button', { name: 'Hẹn giờ đăng' }).click()
  await expect(toast(page, 'Đã hẹn giờ đăng bài viết.')).toBeVisible()
  await expect(statusLine(page)).toContainText('Hẹn giờ đăng')
  await expect(page.getByText(/Bài sẽ tự đăng lúc/)).toBeVisible()

  // Not public yet.
  await visit(page, '/tin-tuc')
  await expect(page.getByRole('main')).not.toContainText(title)
  expect((await visit(page, `/tin-tuc/${slug}`))?.status()).toBe(404)

  // Then, with nobody doing anything more, the news page and the article's own page show it.
  await expect
    .poll(
      async () => {
        await visit(page, '/tin-tuc')
        return (await page.getByRole('main').textContent()) ?? ''
      },
      { timeout: 4 * 60_000, intervals: [5_000] },
    )
    .toContain(title)
  await visit(page, `/tin-tuc/${slug}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // The cover and the picture of the body (related articles below have pictures of their own).
  const story = page.locator('article').filter({ has: page.getByRole('heading', { level: 1 }) })
  await expect(story.locator('img[src^="/media/"]')).toHaveCount(2)
  await expect(page.getByRole('main')).toContainText('Rau thơm thì cắm gốc vào cốc nước')
})

test('the categories editor adds, renames, moves and hides a category, and the news page follows', async ({
  page,
  axe,
}, testInfo) => {
  const tag = newTag()
  const name = `Chuyên mục thử ${tag}`
  const renamed = `Mẹo nhà bếp ${tag}`
  await openBackOffice(page, EDITOR)
  await adminSidebar(page).getByRole('link', { name: 'Chuyên mục tin tức' }).click()
  await expect(page).toHaveURL('/quan-tri/chuyen-muc-tin-tuc')
  await page.getByRole('button', { name: 'Thêm chuyên mục' }).click()
  const add = page.getByRole('dialog', { name: 'Thêm chuyên mục' })
  await add.getByRole('button', { name: 'Thêm chuyên mục' }).click()
  await expect(add.getByRole('textbox', { name: 'Tên chuyên mục' })).toHaveAccessibleDescription(
    /Vui lòng nhập tên chuyên mục/,
  )
  await add.getByRole('textbox', { name: 'Tên chuyên mục' }).fill(name)
  await add.getByRole('textbox', { name: 'Mô tả' }).fill('Dùng cho kiểm thử tự động.')
  await add.getByRole('button', { name: 'Thêm chuyên mục' }).click()
  await expect(toast(page, `Đã thêm chuyên mục ${name}.`)).toBeVisible()

  const list = page.getByRole('list', { name: 'Chuyên mục theo thứ tự' })
  await expect(list.getByRole('listitem').last()).toHaveAccessibleName(name)
  await list.getByRole('button', { name: `Sửa chuyên mục ${name}` }).click()
  const edit = page.getByRole('dialog', { name: `Sửa chuyên mục ${name}` })
  await edit.getByRole('textbox', { name: 'Tên chuyên mục' }).fill(renamed)
  await edit.getByRole('button', { name: 'Lưu chuyên mục' }).click()
  await expect(toast(page, `Đã lưu chuyên mục ${renamed}.`)).toBeVisible()
  const row = list.getByRole('listitem', { name: renamed })
  const up = row.getByRole('button', { name: `Chuyển ${renamed} lên trên` })
  await up.click()
  await expect(list.getByRole('listitem').last()).not.toHaveAccessibleName(renamed)
  await expect(up).toBeFocused()
  const order = await list
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')))
  const after = order[order.indexOf(renamed) + 1]!
  await axe(page)
  await page.screenshot({ path: testInfo.outputPath('categories-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('categories-390.png'), fullPage: true })
  await page.setViewportSize({ width: 1280, height: 800 })

  // The news page lists it, before the category it was moved above.
  const chips = async () => {
    await visit(page, '/tin-tuc')
    return page
      .getByRole('navigation', { name: 'Chuyên mục tin tức' })
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((link) => link.getAttribute('aria-label')?.replace(/ \(\d+ bài viết\)$/, '')),
      )
  }
  await expect
    .poll(
      async () => {
        const names = await chips()
        return names.includes(renamed) && names.indexOf(renamed) < names.indexOf(after)
      },
      { timeout: 20_000 },
    )
    .toBe(true)

  await visit(page, '/quan-tri/chuyen-muc-tin-tuc')
  await list
    .getByRole('listitem', { name: renamed })
    .getByRole('button', { name: `Ẩn chuyên mục ${renamed}` })
    .click()
  await expect(toast(page, `Đã ẩn chuyên mục ${renamed}.`)).toBeVisible()
  await expect(list.getByRole('listitem', { name: renamed })).toContainText('Đã ẩn')
  await expect.poll(async () => (await chips()).includes(renamed), { timeout: 20_000 }).toBe(false)
})

test('a writer cannot publish, change categories, or edit an article that is not theirs', async ({
  page,
}) => {
  await openBackOffice(page, WRITER)
  await visit(page, '/quan-tri/chuyen-muc-tin-tuc')
  await expect(page.getByRole('list', { name: 'Chuyên mục theo thứ tự' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Thêm chuyên mục' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Sửa chuyên mục/ })).toHaveCount(0)

  await visit(page, '/quan-tri/tin-tuc?tab=published')
  const first = page.getByRole('list', { name: 'Danh sách bài viết' }).getByRole('link').first()
  await first.click()
  await expect(page).toHaveURL(/\/quan-tri\/tin-tuc\/\d+$/)
  await expect(
    page.getByRole('status').filter({ hasText: /chỉ biên tập viên|của chính mình/ }),
  ).toBeVisible()
  for (const name of ['Lưu thay đổi', 'Đăng ngay', 'Ẩn bài', 'Xóa']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
  }
  await expect(field(page, 'Tiêu đề')).toBeDisabled()
})

test('a save over someone else’s keeps what was typed; a slug in use is refused beside its field', async ({
  page,
  request,
}) => {
  const tag = newTag()
  const login = await request.post('/api/v1/login', { data: EDITOR })
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` }
  const categories = await request.get('/api/v1/admin/article-categories', { headers })
  const category = ((await categories.json()) as { data: { id: number }[] }).data[0]!
  const draft = {
    title: `Bản nháp sẽ bị sửa cùng lúc ${tag}`,
    category_id: category.id,
    body: `<p>${BODY}</p>`,
  }
  const created = await request.post('/api/v1/admin/articles', { headers, data: draft })
  expect(created.status(), await created.text()).toBe(201)
  const article = (await created.json()) as { id: number; updated_at: string }
  const published = await request.get('/api/v1/articles?per_page=1')
  const takenSlug = ((await published.json()) as { data: { slug: string }[] }).data[0]!.slug

  await openBackOffice(page, EDITOR)
  await visit(page, `/quan-tri/tin-tuc/${article.id}`)
  await focusBody(page)
  const typed = `Tiêu đề tôi vừa gõ ${tag}`
  await field(page, 'Tiêu đề').fill(typed)

  // Someone else saves first.
  const other = await request.put(`/api/v1/admin/articles/${article.id}`, {
    headers,
    data: { ...draft, title: `Bản của người khác ${tag}`, updated_at: article.updated_at },
  })
  expect(other.status(), await other.text()).toBe(200)
  await page.getByRole('button', { name: 'Lưu nháp' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'vừa được người khác sửa' })).toBeVisible()
  await expect(field(page, 'Tiêu đề')).toHaveValue(typed)
  await page.getByRole('button', { name: 'Tải bản mới nhất (bỏ thay đổi của tôi)' }).click()
  await expect(field(page, 'Tiêu đề')).toHaveValue(`Bản của người khác ${tag}`)

  // The server's 422 stands beside its field, and the rest stays.
  await field(page, 'Đường dẫn').fill(takenSlug)
  await page.getByRole('button', { name: 'Lưu nháp' }).click()
  await expect(field(page, 'Đường dẫn')).toHaveAccessibleDescription(/đã được bài viết khác dùng/)
  await expect(field(page, 'Tiêu đề')).toHaveValue(`Bản của người khác ${tag}`)
  await field(page, 'Đường dẫn').fill('')
  await page.getByRole('button', { name: 'Lưu nháp' }).click()
  await expect(toast(page, 'Đã lưu bài viết.')).toBeVisible()

  // A draft never published is deleted after a confirmation.
  await page.getByRole('button', { name: 'Xóa', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Xóa bài viết?' })
    .getByRole('button', { name: 'Xóa bài' })
    .click()
  await expect(toast(page, 'Đã xóa bài viết.')).toBeVisible()
  await expect(page).toHaveURL('/quan-tri/tin-tuc')
})
