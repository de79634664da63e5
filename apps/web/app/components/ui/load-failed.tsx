import { Button } from './button'

interface LoadFailedProps {
  /** What could not be loaded: "Không tải được danh sách cửa hàng." */
  message: string
  onRetry: () => void
  retrying: boolean
}

/** A list or section whose data did not arrive (the page itself still works): say so, offer a retry. */
export function LoadFailed({ message, onRetry, retrying }: LoadFailedProps) {
  return (
    <div role="alert" className="card p-6 text-center">
      <p className="text-ink-800">{message}</p>
      <p className="mt-1 text-sm text-ink-600">Vui lòng kiểm tra kết nối mạng và thử lại.</p>
      <Button variant="secondary" pending={retrying} onClick={onRetry} className="mt-4">
        Thử lại
      </Button>
    </div>
  )
}
