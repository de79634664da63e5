import { useNavigate } from 'react-router'

import { ShopLink } from '../../components/ui/shop-link'
import { currentUserQueryOptions, useCurrentUser } from '../../features/auth/api/get-current-user'
import { provincesQueryOptions } from '../../features/checkout/api/get-provinces'
import { AddressFields } from '../../features/checkout/components/address-fields'
import { classifiedTopicsQueryOptions } from '../../features/classifieds/api/get-classified-topics'
import { AdForm } from '../../features/classifieds/components/ad-form'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { savedAdNotice } from '../../features/classifieds/own-ad-notice'
import { pageMeta } from '../../lib/meta'
import { queryClientContext } from '../../lib/query-client'
import type { Route } from './+types/classified-create'

export async function loader({ context }: Route.LoaderArgs) {
  const queryClient = context.get(queryClientContext)
  const user = await queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null)
  return {
    dehydratedState: user
      ? await prefetchQueries(queryClient, [
          classifiedTopicsQueryOptions(),
          provincesQueryOptions(),
        ])
      : null,
  }
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Đăng tin rao vặt', noIndex: true })

export default function ClassifiedCreatePage() {
  const user = useCurrentUser()
  const navigate = useNavigate()
  if (!user) return null
  return (
    <div className="space-y-4">
      <ShopLink to="/my-account/manage-classifieds" className="link text-sm">
        ← Tin rao vặt của tôi
      </ShopLink>
      <h1 className="text-2xl font-bold text-ink-900">Đăng tin rao vặt</h1>
      <AdForm
        userId={user.id}
        initial={{
          title: '',
          topic_id: null,
          price: undefined,
          province_code: '',
          ward_code: null,
          contact_name: user.name,
          contact_phone: user.phone ?? '',
          body: '',
          images: [],
        }}
        LocationFields={AddressFields}
        onSaved={(saved) =>
          void navigate('/my-account/manage-classifieds', {
            state: { notice: savedAdNotice(saved, null) },
          })
        }
      />
    </div>
  )
}
