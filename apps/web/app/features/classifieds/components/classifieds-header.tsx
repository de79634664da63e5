import { ShopLink } from '../../../components/ui/shop-link'
import { POST_AD_PATH } from '../links'
import { PlusIcon } from './classified-icons'

/**
 * A list page's title and words, with the call to post an ad (anonymous visitors are sent to the
 * login page by the account guard, and come back to the form).
 */
export function ClassifiedsHeader({ title, description }: { title: string; description: string }) {
  return (
    <header className="mt-3">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink-900 sm:text-3xl">{title}</h1>
        <ShopLink to={POST_AD_PATH} className="btn btn-primary shrink-0">
          <PlusIcon width={20} height={20} />
          Đăng tin
        </ShopLink>
      </div>
      <p className="mt-1.5 max-w-3xl text-ink-700">{description}</p>
    </header>
  )
}
