import { useNavigate } from 'react-router'

import { LoadFailed } from '../../components/ui/load-failed'
import { ShopLink } from '../../components/ui/shop-link'
import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { provincesQueryOptions } from '../../features/checkout/api/get-provinces'
import { AddressFields } from '../../features/checkout/components/address-fields'
import { classifiedTopicsQueryOptions } from '../../features/classifieds/api/get-classified-topics'
import { ownAdQueryOptions, useOwnAd } from '../../features/classifieds/api/own-ad'
import { AdForm } from '../../features/classifieds/components/ad-form'
import { OwnAdModeration } from '../../features/classifieds/components/own-ad-moderation'
import { savedAdNotice } from '../../features/classifieds/own-ad-notice'
import { ensureOwnAdExists, parseOwnAdId } from '../../features/classifieds/own-ad-load'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/classified-edit'

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  if (!user) return { dehydratedState: null }
  // Another customer's ad answers 404 like a missing one: the 404 page, with its status.
  const id = await ensureOwnAdExists(queryClient, user.id, params.id, url.pathname)
  return {
    dehydratedState: await prefetchQueries(queryClient, [
      ownAdQueryOptions(user.id, id),
      classifiedTopicsQueryOptions(),
      provincesQueryOptions(),
    ]),
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Sửa tin rao vặt', noIndex: true })

export default function ClassifiedEditPage({ params }: Route.ComponentProps) {
  const user = useCurrentUser()
  const id = parseOwnAdId(params.id)
  if (!user || id === null) return null
  return (
    <div className="space-y-4">
      <ShopLink to="/my-account/manage-classifieds" className="link text-sm">
        ← Tin rao vặt của tôi
      </ShopLink>
      <h1 className="text-2xl font-bold text-ink-900">Sửa tin rao vặt</h1>
      <EditForm userId={user.id} id={id} />
    </div>
  )
}

function EditForm({ userId, id }: { userId: number; id: number }) {
  const ad = useOwnAd(userId, id)
  const navigate = useNavigate()
  if (ad.isError && !ad.data) {
    return (
      <LoadFailed
        message="Không tải được tin rao vặt."
        onRetry={() => void ad.refetch()}
        retrying={ad.isFetching}
      />
    )
  }
  if (!ad.data) return <p className="text-ink-600">Đang tải tin…</p>
  const before = ad.data.status
  return (
    <div className="space-y-4">
      <div className="empty:hidden">
        <OwnAdModeration ad={ad.data} />
      </div>
      {before === 'rejected' ? (
        <p className="text-sm text-ink-700">
          Lưu thay đổi sẽ gửi lại tin để kiểm duyệt viên duyệt lần nữa.
        </p>
      ) : null}
      <AdForm
        key={ad.data.id}
        userId={userId}
        adId={ad.data.id}
        initial={ad.data}
        LocationFields={AddressFields}
        onSaved={(saved) =>
          void navigate('/my-account/manage-classifieds', {
            state: { notice: savedAdNotice(saved, before) },
          })
        }
      />
    </div>
  )
}
