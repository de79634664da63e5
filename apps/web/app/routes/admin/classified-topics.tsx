import type { AdminClassifiedTopic } from '@phiencho/contracts'
import { useState } from 'react'

import {
  classifiedTopicsQueryOptions,
  useClassifiedTopics,
} from '../../features/admin/api/get-classified-topics'
import { TopicFormDialog } from '../../features/admin/components/classifieds/topic-form-dialog'
import { TopicList } from '../../features/admin/components/classifieds/topic-list'
import { OrderedListPage } from '../../features/admin/components/ordered-list-page'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { prefetchQueries } from '../../lib/dehydrate-queries'
import { pageMeta } from '../../lib/meta'
import type { Route } from './+types/classified-topics'

const PERMISSION = 'topic:write'

export async function loader({ context, url }: Route.LoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  return { dehydratedState: await prefetchQueries(client, [classifiedTopicsQueryOptions()]) }
}

export async function clientLoader({ context, url }: Route.ClientLoaderArgs) {
  const client = adminQueryClient(context)
  await requireStaff(client, url, PERMISSION)
  void client.prefetchQuery(classifiedTopicsQueryOptions())
  return null
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: 'Chủ đề rao vặt', noIndex: true })

type Editing = { topic: AdminClassifiedTopic | null } | null

export default function ClassifiedTopicsPage() {
  const topics = useClassifiedTopics()
  const [editing, setEditing] = useState<Editing>(null)
  return (
    <>
      <OrderedListPage
        title="Chủ đề rao vặt"
        intro="Thứ tự ở đây là thứ tự khách thấy; chủ đề bị ẩn không nhận tin mới."
        addLabel="Thêm chủ đề"
        onAdd={() => setEditing({ topic: null })}
        list={topics}
      >
        {(list) => <TopicList topics={list} onEdit={(topic) => setEditing({ topic })} />}
      </OrderedListPage>
      <TopicFormDialog
        key={editing?.topic?.id ?? 'new'}
        topic={editing?.topic ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
