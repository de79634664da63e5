import {
  adminPaths,
  BANK_QR_PREVIEW_AMOUNT,
  BANK_QR_PREVIEW_MEMO,
  bankDisplayName,
  bankQrPreview,
  bankQrPreviewQuery,
  errorResponse,
  napasBankByBin,
} from '@phiencho/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { vietQr } from './bank-transfer.ts'

/** The bank settings' live preview: the VietQR a shopper would scan, built as checkout builds it. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminPaths.settingsBankQrPreview,
    {
      config: { auth: { permission: 'settings:bank' } },
      schema: {
        summary: 'Mã VietQR thử cho tài khoản ngân hàng đang nhập (một khoản chuyển mẫu)',
        querystring: bankQrPreviewQuery,
        response: { 200: bankQrPreview, 422: errorResponse },
      },
    },
    async (request) => {
      const { bin, account_number, account_name } = request.query
      const qr = await vietQr(
        { bin, accountNumber: account_number },
        BANK_QR_PREVIEW_AMOUNT,
        BANK_QR_PREVIEW_MEMO,
      )
      return {
        bank: {
          bin,
          name: bankDisplayName(napasBankByBin(bin)!),
          account_number,
          account_name: account_name ?? null,
        },
        amount: BANK_QR_PREVIEW_AMOUNT,
        memo: BANK_QR_PREVIEW_MEMO,
        qr_payload: qr.payload,
        qr_image: qr.image,
      }
    },
  )
}
