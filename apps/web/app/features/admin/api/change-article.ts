import {
  type AdminArticle,
  type AdminArticlePublishRequest,
  type AdminArticleRequest,
  type AdminArticleReturnRequest,
  adminPaths,
  adminUrl,
} from '@phiencho/contracts'
import { useMutation } from '@tanstack/react-query'

import { adminApiOf } from '../admin-api'
import { adminArticlesQueryKey, storeAdminArticle } from './get-admin-articles'

/** A new draft; the editor then opens it at its own address. */
export function useCreateArticle() {
  return useMutation({
    mutationFn: (body: AdminArticleRequest, { client }) =>
      adminApiOf(client).post<AdminArticle>(adminUrl(adminPaths.articles), body),
    onSuccess: (article, _body, _result, { client }) => storeAdminArticle(client, article),
  })
}

/** The whole article, with the `updated_at` it was read at (409 when it changed meanwhile). */
export function useUpdateArticle() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AdminArticleRequest }, { client }) =>
      adminApiOf(client).put<AdminArticle>(adminUrl(adminPaths.article, { id }), body),
    onSuccess: (article, _vars, _result, { client }) => storeAdminArticle(client, article),
  })
}

export type ArticleStep =
  | { step: 'submit' }
  | { step: 'publish'; body: AdminArticlePublishRequest }
  | { step: 'return'; body: AdminArticleReturnRequest }
  | { step: 'hide' }

const stepPaths = {
  submit: adminPaths.articleSubmit,
  publish: adminPaths.articlePublish,
  return: adminPaths.articleReturn,
  hide: adminPaths.articleHide,
} as const

/** Moves an article along: to review, published or scheduled, back to draft, hidden. */
export function useArticleStep() {
  return useMutation({
    mutationFn: ({ id, ...step }: ArticleStep & { id: number }, { client }) =>
      adminApiOf(client).post<AdminArticle>(
        adminUrl(stepPaths[step.step], { id }),
        'body' in step ? step.body : {},
      ),
    onSuccess: (article, _vars, _result, { client }) => storeAdminArticle(client, article),
    // A refusal (409: someone moved it first) reads the article again for its true status.
    onError: (_error, { id }, _result, { client }) =>
      client.invalidateQueries({ queryKey: [...adminArticlesQueryKey, 'detail', id] }),
  })
}

/** Deletes an article never published. */
export function useDeleteArticle() {
  return useMutation({
    mutationFn: (id: number, { client }) =>
      adminApiOf(client).delete<unknown>(adminUrl(adminPaths.article, { id })),
    onSuccess: (_answer, id, _result, { client }) => {
      client.removeQueries({ queryKey: [...adminArticlesQueryKey, 'detail', id] })
      return client.invalidateQueries({ queryKey: [...adminArticlesQueryKey, 'list'] })
    },
  })
}

/** A picture for a cover or an article's body, stored as WebP; the form sends its URL. */
export function uploadArticleImage(
  client: Parameters<typeof adminApiOf>[0],
  file: File,
  signal?: AbortSignal,
) {
  const body = new FormData()
  body.append('file', file, file.name)
  return adminApiOf(client).post<{ url: string }>(adminUrl(adminPaths.articleImages), body, {
    signal,
  })
}
