import type { AdminClassifiedTopic } from '@phiencho/contracts'
import { useState } from 'react'

import { Button } from '../../components/ui/button'
import {
  classifiedTopicsQueryOptions,
  useClassifiedTopics,
} from '../../features/admin/api/get-classified-topics'
import { TopicFormDialog } from '../../features/admin/components/classifieds/topic-form-dialog'
import { TopicList } from '../../features/admin/components/classifieds/topic-list'
import { adminQueryClient, requireStaff } from '../../features/admin/guards'
import { errorSentence } from '../../lib/api-error'
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
    <div className="mx-auto max-w-4xl space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold text-ink-900">Chủ đề rao vặt</h1>
          <p className="mt-1 text-ink-600">
            Thứ tự ở đây là thứ tự khách thấy; chủ đề bị ẩn không nhận tin mới.
          </p>
        </div>
        <Button type="button" onClick={() => setEditing({ topic: null })}>
          Thêm chủ đề
        </Button>
      </div>
      {topics.isError ? (
        <p role="alert" className="alert alert-error">
          {errorSentence(topics.error)}
        </p>
      ) : !topics.data ? (
        <div aria-hidden="true" className="card h-64 animate-pulse" />
      ) : (
        <TopicList topics={topics.data.data} onEdit={(topic) => setEditing({ topic })} />
      )}
      <TopicFormDialog
        key={editing?.topic?.id ?? 'new'}
        topic={editing?.topic ?? null}
        open={editing !== null}
        onClose={() => setEditing(null)}
      />
    </div>
  )
}
