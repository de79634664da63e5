// Plain values of the brand contracts, without zod (see README.md).

export const brandMessages = { notFound: 'Không tìm thấy thương hiệu.' } as const
