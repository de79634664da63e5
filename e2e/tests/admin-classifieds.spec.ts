import { randomInt } from 'node:crypto'
import type { Page } from '@playwright/test'
import { adminSidebar, DEMO_STAFF, openBackOffice } from '../support/admin.ts'
import { postAd, reportAd } from '../support/classifieds.ts'
import { expect, test } from '../support/fixtures.ts'
import { visit } from '../support/pages.ts'

// Classifieds moderation: a new poster's ad waits (the default publication mode reviews new
// posters), is rejected, resubmitted and approved; a report is resolved in the inbox and its
// reporter told; the topics editor; an editor has none of it. Each journey's ads carry a word
// of their own, which the queue's search finds.

const staff = (role: string) => DEMO_STAFF.find((member) => member.role === role)!
const MODERATOR = staff('Kiểm duyệt viên')
const EDITOR = staff('Biên tập viên')
const MANAGE = '/my-account/manage-classifieds'
const HANOI = '01'

const toast = (page: Page, text: string) => page.getByRole('status').getByText(text)
const tab = (page: Page, group: string, label: string) =>
  page.getByRole('navigation', { name: group }).getByRole('link', { name: new RegExp(`^${label}`) })
const queueTab = (page: Page, label: string) => tab(page, 'Nhóm tin rao vặt', label)
const adIn = (page: Page, list: string, title: string) =>
  page.getByRole('list', { name: list }).getByRole('article', { name: title })
const ownCard = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) })
const newTag = () => `kd${randomInt(36 ** 6).toString(36)}`

async function searchQueue(page: Page, tag: string) {
  await visit(page, '/quan-tri/tin-rao-vat')
  await page.getByRole('searchbox', { name: /Tìm theo tiêu đề/ }).fill(tag)
  await page.getByRole('button', { name: 'Lọc' }).click()
  await expect(page).toHaveURL(new RegExp(`\\?q=${tag}`))
}

test("a new poster's ad waits, is rejected with a reason, resubmitted and approved", async ({
  page,
  request,
  createUser,
  setSessionToken,
  axe,
}, testInfo) => {
  test.setTimeout(90_000)
  const tag = newTag()
  const poster = await createUser()
  const title = `Bán tủ lạnh Sanyo 180 lít ${tag}`
  const ad = await postAd(request, poster, {
    provinceCode: HANOI,
    title,
    price: 2_300_000,
    body: '<p>Tủ chạy êm, <strong>không đóng tuyết</strong>. Xem tại Cầu Giấy.</p>',
    keepPending: true,
  })
  expect(ad.status).toBe('pending')

  // The owner sees it waiting; nobody else sees it.
  await setSessionToken(page.context(), poster.token)
  await visit(page, MANAGE)
  await expect(ownCard(page, title).getByText('Chờ duyệt', { exact: true })).toBeVisible()
  await expect(ownCard(page, title)).toContainText('Kiểm duyệt viên sẽ xem tin')
  await visit(page, `/tin-rao-vat/${ad.slug}`)
  await expect(page.getByRole('status').filter({ hasText: 'Tin đang chờ duyệt' })).toBeVisible()
  expect((await request.get(`/api/v1/classified-ads/${ad.slug}`)).status()).toBe(404)
  const publicList = await request.get(`/api/v1/classified-ads?q=${tag}`)
  expect(await publicList.text()).not.toContain(tag)

  // The moderator finds it first in the queue, with the poster's record.
  await openBackOffice(page, MODERATOR)
  await adminSidebar(page).getByRole('link', { name: 'Tin rao vặt' }).click()
  await expect(page).toHaveURL('/quan-tri/tin-rao-vat')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tin rao vặt')
  await searchQueue(page, tag)
  await expect(queueTab(page, 'Chờ duyệt')).toHaveText('Chờ duyệt1')
  const card = adIn(page, 'Danh sách tin rao vặt', title)
  await expect(card).toContainText('2.300.000')
  await expect(card).toContainText(poster.email)
  await expect(card).toContainText('0 tin đã duyệt')
  await expect(card).toContainText('Người đăng mới')
  await card.getByRole('button', { name: `Xem chi tiết tin ${title}` }).click()
  await expect(card.getByRole('region', { name: 'Nội dung tin' }).locator('strong')).toHaveText(
    'không đóng tuyết',
  )
  await axe(page)
  await page.screenshot({ path: testInfo.outputPath('queue-1280.png'), fullPage: true })

  // Rejected: asked for a reason first.
  await card.getByRole('button', { name: `Từ chối tin “${title}”` }).click()
  const reject = page.getByRole('dialog', { name: `Từ chối tin “${title}”?` })
  await reject.getByRole('button', { name: 'Từ chối tin' }).click()
  await expect(
    reject.getByRole('radiogroup', { name: 'Lý do từ chối' }),
  ).toHaveAccessibleDescription(/Vui lòng cho biết lý do từ chối/)
  await reject.getByRole('radio', { name: 'Sai chủ đề' }).check()
  await axe(page)
  await page.screenshot({ path: testInfo.outputPath('reject-dialog-1280.png') })
  await reject.getByRole('button', { name: 'Từ chối tin' }).click()
  await expect(toast(page, `Đã từ chối tin “${title}”.`)).toBeVisible()
  await expect(card).toBeHidden()
  await expect(queueTab(page, 'Chờ duyệt')).toHaveText('Chờ duyệt0')
  await expect(queueTab(page, 'Bị từ chối')).toHaveText('Bị từ chối1')

  // The owner reads why, edits and sends it again.
  await visit(page, MANAGE)
  const own = ownCard(page, title)
  await expect(own.getByText('Bị từ chối', { exact: true })).toBeVisible()
  await expect(own).toContainText('Lý do: Sai chủ đề')
  await own.getByRole('link', { name: `Sửa và gửi lại tin ${title}` }).click()
  await expect(page.getByRole('heading', { name: 'Sửa tin rao vặt' })).toBeVisible()
  await expect(page.getByText('Lý do: Sai chủ đề')).toBeVisible()
  const renamed = `${title} (đúng chủ đề)`
  await page.getByRole('textbox', { name: 'Tiêu đề', exact: true }).fill(renamed)
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click()
  await expect(page).toHaveURL(MANAGE)
  await expect(
    page.getByRole('status').filter({ hasText: 'Tin đã được gửi lại và đang chờ duyệt.' }),
  ).toBeVisible()
  await expect(ownCard(page, renamed).getByText('Chờ duyệt', { exact: true })).toBeVisible()

  // Approved: public.
  await searchQueue(page, tag)
  await adIn(page, 'Danh sách tin rao vặt', renamed)
    .getByRole('button', { name: `Duyệt tin “${renamed}”` })
    .click()
  await expect(toast(page, `Đã duyệt tin “${renamed}”.`)).toBeVisible()
  await expect(queueTab(page, 'Đang hiển thị')).toHaveText('Đang hiển thị1')
  await expect
    .poll(async () => (await request.get(`/api/v1/classified-ads/${ad.slug}`)).status(), {
      timeout: 15_000,
    })
    .toBe(200)
  await queueTab(page, 'Đang hiển thị').click()
  await expect(adIn(page, 'Danh sách tin rao vặt', renamed)).toContainText('1 tin đã duyệt')
  await page.setViewportSize({ width: 390, height: 844 })
  await axe(page)
  await page.screenshot({ path: testInfo.outputPath('queue-390.png'), fullPage: true })
})

test('a report is resolved in the inbox, hiding the ad, and its reporter gets a mail', async ({
  page,
  request,
  createUser,
  readMail,
  axe,
}, testInfo) => {
  const tag = newTag()
  const seller = await createUser()
  const reporter = await createUser()
  const title = `Nhận cọc giữ chỗ iPhone giá rẻ ${tag}`
  const ad = await postAd(request, seller, { provinceCode: HANOI, title, price: 5_000_000 })
  await reportAd(request, reporter, ad.slug, 'Người bán đòi chuyển khoản đặt cọc trước.')

  await openBackOffice(page, MODERATOR)
  await adminSidebar(page).getByRole('link', { name: 'Báo cáo rao vặt' }).click()
  await expect(page).toHaveURL('/quan-tri/bao-cao-rao-vat')
  const group = adIn(page, 'Tin bị báo cáo', title)
  await expect(group).toContainText('Người bán đòi chuyển khoản đặt cọc trước.')
  await expect(group).toContainText(reporter.name)
  await axe(page)
  await page.screenshot({ path: testInfo.outputPath('reports-1280.png'), fullPage: true })

  await group.getByRole('button', { name: `Xử lý vi phạm tin “${title}”` }).click()
  const dialog = page.getByRole('dialog', { name: `Xử lý báo cáo về tin “${title}”` })
  await expect(dialog.getByRole('checkbox', { name: 'Ẩn tin vi phạm' })).toBeChecked()
  await dialog.getByRole('radio', { name: 'Có dấu hiệu lừa đảo' }).check()
  await axe(page)
  await page.screenshot({ path: testInfo.outputPath('resolve-dialog-1280.png') })
  await dialog.getByRole('button', { name: 'Xác nhận đã xử lý' }).click()
  await expect(toast(page, `Đã xử lý báo cáo về tin “${title}”.`)).toBeVisible()
  await expect(group).toBeHidden()

  await tab(page, 'Nhóm báo cáo', 'Đã xử lý').click()
  await expect(page).toHaveURL(/tab=resolved/)
  await expect(adIn(page, 'Tin bị báo cáo', title)).toContainText('Đã ẩn tin vi phạm')
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('reports-390.png'), fullPage: true })

  const mail = await readMail(reporter.email)
  expect(`${mail.subject}\n${mail.text}`).toContain(title)
  await expect
    .poll(async () => (await request.get(`/api/v1/classified-ads/${ad.slug}`)).status(), {
      timeout: 15_000,
    })
    .toBe(404)
})

test('the topics editor adds a topic, moves it up and hides it', async ({
  page,
  request,
  axe,
}, testInfo) => {
  const name = `Chủ đề thử ${newTag()}`
  await openBackOffice(page, MODERATOR)
  await adminSidebar(page).getByRole('link', { name: 'Chủ đề rao vặt' }).click()
  await expect(page).toHaveURL('/quan-tri/chu-de-rao-vat')
  await page.getByRole('button', { name: 'Thêm chủ đề' }).click()
  const dialog = page.getByRole('dialog', { name: 'Thêm chủ đề' })
  await dialog.getByRole('button', { name: 'Thêm chủ đề' }).click()
  await expect(dialog.getByRole('textbox', { name: 'Tên chủ đề' })).toHaveAccessibleDescription(
    /Vui lòng nhập tên chủ đề/,
  )
  await dialog.getByRole('textbox', { name: 'Tên chủ đề' }).fill(name)
  await dialog.getByRole('textbox', { name: 'Mô tả' }).fill('Dùng cho kiểm thử tự động.')
  await dialog.getByRole('button', { name: 'Thêm chủ đề' }).click()
  await expect(toast(page, `Đã thêm chủ đề ${name}.`)).toBeVisible()

  const topics = page.getByRole('list', { name: 'Chủ đề theo thứ tự' })
  const row = topics.getByRole('listitem', { name })
  await expect(row).toContainText('0 tin')
  await expect(topics.getByRole('listitem').last()).toHaveAccessibleName(name)
  const up = row.getByRole('button', { name: `Chuyển ${name} lên trên` })
  await up.click()
  await expect(topics.getByRole('listitem').last()).not.toHaveAccessibleName(name)
  await expect(up).toBeFocused()

  await row.getByRole('button', { name: `Ẩn chủ đề ${name}` }).click()
  await expect(toast(page, `Đã ẩn chủ đề ${name}.`)).toBeVisible()
  await expect(row).toContainText('Đã ẩn')
  await axe(page)
  await page.screenshot({ path: testInfo.outputPath('topics-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: testInfo.outputPath('topics-390.png'), fullPage: true })
  await expect
    .poll(
      async () => (await (await request.get('/api/v1/classified-topics')).text()).includes(name),
      {
        timeout: 15_000,
      },
    )
    .toBe(false)
})

test('an editor has no classifieds moderation: no menu entry, and each page answers 403', async ({
  page,
}) => {
  await openBackOffice(page, EDITOR)
  for (const label of ['Tin rao vặt', 'Báo cáo rao vặt', 'Chủ đề rao vặt']) {
    await expect(adminSidebar(page).getByRole('link', { name: label })).toHaveCount(0)
  }
  for (const path of [
    '/quan-tri/tin-rao-vat',
    '/quan-tri/bao-cao-rao-vat',
    '/quan-tri/chu-de-rao-vat',
  ]) {
    const refused = await visit(page, path)
    expect(refused?.status(), path).toBe(403)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bạn không có quyền mở trang này' }),
    ).toBeVisible()
  }
})

test('the owner sets how ads go up on the settings page', async ({ page }, testInfo) => {
  await openBackOffice(page, staff('Chủ cửa hàng'))
  await visit(page, '/quan-tri/cai-dat')
  const group = page.getByRole('group', { name: 'Đăng tin rao vặt' })
  await expect(group.getByRole('radio', { name: /Duyệt tin của người mới đăng/ })).toBeChecked()
  await page.getByRole('region', { name: 'Rao vặt' }).screenshot({
    path: testInfo.outputPath('settings-publication-1280.png'),
  })
  await page.getByRole('button', { name: 'Lưu cách đăng tin' }).click()
  await expect(page.getByText('Chưa có thay đổi nào để lưu.')).toBeVisible()
})
