import { ADMIN_WEB_PATH, adminSessionMessages } from '@phiencho/contracts'
import { Link } from 'react-router'

import type { AdminRefusal } from '../guards'
import { adminSignInPath } from '../nav'

/** 403: not staff at all (a signed-in shopper), or a page this staff member may not open. */
export function AdminForbidden({ refusal }: AdminRefusal) {
  const area = refusal === 'area'
  return (
    <section aria-labelledby="forbidden-title" className="mx-auto max-w-xl py-12 text-center">
      <p className="text-6xl font-extrabold tracking-tight text-brand-700">403</p>
      <h1 id="forbidden-title" className="mt-4 text-2xl font-bold text-ink-900">
        {area ? adminSessionMessages.forbiddenArea : adminSessionMessages.forbiddenPage}
      </h1>
      <p className="mt-4 text-ink-700">
        {area
          ? 'Tài khoản bạn đang dùng là tài khoản mua sắm. Trang quản trị chỉ dành cho nhân viên của cửa hàng.'
          : 'Vai trò của bạn không có quyền mở trang này. Nếu cần, hãy nhờ chủ cửa hàng cấp thêm quyền.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {area ? (
          <>
            <Link to="/" className="btn btn-primary">
              Về trang chủ cửa hàng
            </Link>
            <Link to={adminSignInPath} className="btn btn-secondary">
              Đăng nhập bằng tài khoản nhân viên
            </Link>
          </>
        ) : (
          <Link to={ADMIN_WEB_PATH} className="btn btn-primary">
            Về trang chủ quản trị
          </Link>
        )}
      </div>
    </section>
  )
}
