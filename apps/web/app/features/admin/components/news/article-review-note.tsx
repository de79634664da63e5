/** The editor's note on an article sent back to its writer: the first thing they read. */
export function ArticleReviewNote({ note, forWriter }: { note: string; forWriter: boolean }) {
  return (
    <section
      aria-labelledby="review-note-title"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="review-note-title" className="font-semibold">
        Góp ý của biên tập viên
      </h2>
      <p className="mt-1 whitespace-pre-line break-words">{note}</p>
      {forWriter ? (
        <p className="mt-2 text-sm">Sửa bài theo góp ý rồi bấm “Gửi duyệt” để gửi lại.</p>
      ) : null}
    </section>
  )
}
