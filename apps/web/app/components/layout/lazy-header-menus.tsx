import { type ComponentType, lazy, Suspense } from 'react'
import loadHeaderMenus from 'virtual:header-menus-chunk'

type HeaderMenus = Awaited<ReturnType<typeof loadHeaderMenus>>

// The header's menus (the desktop categories, the phone drawer's panel, the account's) open on a
// click, so their code is a chunk of its own, out of the first load (e2e/tests/first-load.spec.ts),
// imported by its address (vite.config.ts). The server renders them in the page's HTML, where the
// `<details>` open and the links work before the chunk arrives; the browser hydrates them once it
// has.
function lazyMenu<Props extends object>(pick: (menus: HeaderMenus) => ComponentType<Props>) {
  const Menu = lazy(() => loadHeaderMenus().then((menus) => ({ default: pick(menus) })))
  return function LazyMenu(props: Props) {
    return (
      <Suspense fallback={null}>
        <Menu {...props} />
      </Suspense>
    )
  }
}

export const LazyCategoryMegaMenu = lazyMenu((menus) => menus.CategoryMegaMenu)
export const LazyMobileMenuPanel = lazyMenu((menus) => menus.MobileMenuPanel)
export const LazyAccountMenuPanel = lazyMenu((menus) => menus.AccountMenuPanel)
