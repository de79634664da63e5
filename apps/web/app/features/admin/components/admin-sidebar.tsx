import type { Permission } from '@phiencho/contracts'
import { NavLink } from 'react-router'

import { ADMIN_WEB_PATH } from '@phiencho/contracts'
import { visibleNav } from '../nav'

/** The back office's pages this person may open, grouped; the current one marked. */
export function AdminNav({
  permissions,
  onNavigate,
}: {
  permissions: readonly Permission[]
  onNavigate?: () => void
}) {
  return (
    <nav aria-label="Trang quản trị">
      <ul className="space-y-5">
        {visibleNav(permissions).map((group) => (
          <li key={group.label}>
            <p className="px-3 text-xs font-semibold tracking-wide text-ink-500 uppercase">
              {group.label}
            </p>
            <ul className="mt-1 space-y-0.5">
              {group.items.map((item) => (
                <li key={item.path}>
                  <NavLink
                    to={item.path}
                    end={item.end ?? item.path === ADMIN_WEB_PATH}
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      `flex min-h-11 items-center rounded-lg px-3 text-sm font-medium ${
                        isActive
                          ? 'bg-brand-700 text-white'
                          : 'text-ink-800 hover:bg-ink-100 hover:text-brand-800'
                      }`
                    }
                  >
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  )
}
