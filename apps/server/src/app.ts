import { randomUUID } from 'node:crypto'
import path from 'node:path'
import rateLimit from '@fastify/rate-limit'
import { ADMIN_API_PREFIX, messages } from '@phiencho/contracts'
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { Redis } from 'ioredis'
import type { DestinationStream } from 'pino'
import type { Config } from './config.ts'
import type { DbHandle } from './db/client.ts'
import { answerClientError } from './lib/client-error.ts'
import { HttpError } from './lib/errors.ts'
import { nullCharacterPath } from './lib/null-characters.ts'
import type { Mailer } from './lib/mailer.ts'
import { requestLogger } from './lib/request-logger.ts'
import { responseSerializerCompiler } from './lib/response-serializer.ts'
import { auditAdminRoutes } from './modules/audit/index.ts'
import authModule, { authAdminRoutes, twoFactorAdminRoutes } from './modules/auth/index.ts'
import brandsModule, { brandsAdminRoutes } from './modules/brands/index.ts'
import cartModule from './modules/cart/index.ts'
import catalogModule, { categoriesAdminRoutes } from './modules/catalog/index.ts'
import checkoutModule, { checkoutAdminRoutes } from './modules/checkout/index.ts'
import classifiedsModule, { classifiedsAdminRoutes } from './modules/classifieds/index.ts'
import { dashboardAdminRoutes } from './modules/dashboard/index.ts'
import geoModule from './modules/geo/index.ts'
import { inventoryAdminRoutes } from './modules/inventory/index.ts'
import mediaModule from './modules/media/index.ts'
import newsModule, { newsAdminRoutes } from './modules/news/index.ts'
import ordersModule, { ordersAdminRoutes } from './modules/orders/index.ts'
import { productSheetsAdminRoutes } from './modules/product-sheets/index.ts'
import paymentsModule, { paymentsAdminRoutes } from './modules/payments/index.ts'
import { productsAdminRoutes } from './modules/products-admin/index.ts'
import reviewsModule, { reviewsAdminRoutes } from './modules/reviews/index.ts'
import { customersAdminRoutes } from './modules/customers/index.ts'
import { partnersAdminRoutes } from './modules/partners/index.ts'
import searchModule from './modules/search/index.ts'
import seoModule from './modules/seo/index.ts'
import settingsModule, { settingsAdminRoutes } from './modules/settings/index.ts'
import { staffAdminRoutes } from './modules/staff/index.ts'
import { invitationsAdminRoutes } from './modules/staff-invitations/index.ts'
import storesModule, { storesAdminRoutes } from './modules/stores/index.ts'
import uploadsModule from './modules/uploads/index.ts'
import usersModule from './modules/users/index.ts'
import { vouchersAdminRoutes } from './modules/vouchers/index.ts'
import wishlistModule from './modules/wishlist/index.ts'
import adminScope from './plugins/core/admin-scope.ts'
import auth, { routeAuth } from './plugins/core/auth.ts'
import bodyTypes from './plugins/core/body-types.ts'
import catalogCache from './plugins/core/catalog-cache.ts'
import changeBus from './plugins/core/change-bus.ts'
import csrf from './plugins/core/csrf.ts'
import documentedErrors from './plugins/core/documented-errors.ts'
import errors from './plugins/core/errors.ts'
import health from './plugins/core/health.ts'
import keptAnswersByAddress from './plugins/core/kept-answers-by-address.ts'
import mailOutbox from './plugins/core/mail-outbox.ts'
import methodOverride from './plugins/core/method-override.ts'
import metrics from './plugins/core/metrics.ts'
import pageCache from './plugins/core/page-cache.ts'
import requestShape from './plugins/core/request-shape.ts'
import services from './plugins/core/services.ts'
import web from './plugins/core/web.ts'
import security from './plugins/external/security.ts'
import swagger from './plugins/external/swagger.ts'

export interface AppOptions {
  config: Config
  database: DbHandle
  /** The mail outbox sender's transport instead of the mail worker on `SMTP_URL` / `MAIL_DIR`. */
  mailer?: Mailer
  /** Serve the React Router app (false in API tests, which need no web build). */
  web?: boolean
  logger?: FastifyServerOptions['logger']
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream
}

export async function buildApp({
  config,
  database,
  mailer,
  web: withWeb = true,
  logger,
  logStream,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      ...(logStream
        ? { stream: logStream }
        : config.dev
          ? { transport: { target: 'pino-pretty' } }
          : {}),
    },
    childLoggerFactory: requestLogger,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming)
        ? incoming
        : randomUUID()
    },
    trustProxy: config.trustProxy,
    clientErrorHandler: answerClientError,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    // Before routing, so the error handler is not there yet: an address that cannot be decoded
    // (`%E0%A4%A`) answers in the same shape and language as every other error.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 500
      void reply
        .code(status)
        .send({ message: status < 500 ? messages.badRequest : messages.serverError })
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(responseSerializerCompiler({ checkContracts: !config.isProduction }))
  // Hooks on every request take a callback: an async hook costs a promise and a tick per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id)
    done()
  })

  await app.register(requestShape)
  await app.register(services, { config, database })
  await app.register(errors)
  await app.register(metrics)
  await app.register(mailOutbox, mailer ? { mailer } : {})
  await app.register(changeBus)
  await app.register(catalogCache)
  await app.register(pageCache)
  // Its hook runs before the security headers are written: a kept answer carries its own.
  await app.register(keptAnswersByAddress)
  await app.register(security)
  await app.register(rateLimit, {
    global: false,
    ...(config.redisUrl ? { redis: new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, messages.tooManyRequests, undefined, {
        'retry-after': String(Math.ceil(context.ttl / 1000)),
      }),
  })
  await app.register(swagger)
  await app.register(bodyTypes)
  await app.register(methodOverride)
  await app.register(auth)
  await app.register(csrf)
  await app.register(health)

  await app.register(async function api(scope) {
    // PostgreSQL text cannot hold U+0000: an address naming something with it names nothing, and
    // a field carrying it is refused with its name, before any query could fail on it.
    scope.addHook('preValidation', (request, reply, done) => {
      if (nullCharacterPath(request.params) !== null) return void reply.callNotFound()
      const field = nullCharacterPath(request.query) ?? nullCharacterPath(request.body)
      if (field === null) return done()
      const message = messages.invalidCharacters
      void reply.code(422).send({ message, errors: { [field || '_']: [message] } })
    })
    await scope.register(documentedErrors)
    await scope.register(routeAuth)
    await scope.register(settingsModule)
    await scope.register(authModule)
    await scope.register(usersModule)
    await scope.register(catalogModule)
    await scope.register(brandsModule)
    await scope.register(storesModule)
    await scope.register(searchModule)
    await scope.register(wishlistModule)
    await scope.register(reviewsModule)
    await scope.register(newsModule)
    await scope.register(classifiedsModule)
    await scope.register(uploadsModule)
    await scope.register(geoModule)
    await scope.register(cartModule)
    await scope.register(checkoutModule)
    await scope.register(ordersModule)
    await scope.register(paymentsModule)
    // The back office: each module's `<module>.admin.routes.ts`, every route declaring what it
    // needs (ADR 033).
    await scope.register(
      async function admin(back) {
        await back.register(adminScope)
        await back.register(authAdminRoutes)
        await back.register(twoFactorAdminRoutes)
        await back.register(staffAdminRoutes)
        await back.register(invitationsAdminRoutes)
        await back.register(checkoutAdminRoutes)
        await back.register(ordersAdminRoutes)
        await back.register(auditAdminRoutes)
        await back.register(settingsAdminRoutes)
        await back.register(paymentsAdminRoutes)
        await back.register(dashboardAdminRoutes)
        await back.register(productsAdminRoutes)
        // The catalogue consoles.
        await back.register(categoriesAdminRoutes)
        await back.register(brandsAdminRoutes)
        await back.register(storesAdminRoutes)
        await back.register(productSheetsAdminRoutes)
        await back.register(inventoryAdminRoutes)
        await back.register(vouchersAdminRoutes)
        await back.register(reviewsAdminRoutes)
        await back.register(classifiedsAdminRoutes)
        await back.register(customersAdminRoutes)
        await back.register(partnersAdminRoutes)
        await back.register(newsAdminRoutes)
      },
      { prefix: ADMIN_API_PREFIX },
    )
    // Unknown API paths answer JSON, never the HTML 404 page.
    scope.all(
      '/api/*',
      { schema: { hide: true }, config: { auth: 'anonymous' } },
      async (request, reply) =>
        reply.code(404).send({ message: messages.notFound, path: request.url.split('?')[0] }),
    )
  })

  await app.register(seoModule)
  await app.register(mediaModule)
  if (withWeb) await app.register(web)
  else app.decorate('buildId', 'api-only')

  return app
}

export const projectRoot = path.resolve(import.meta.dirname, '../../..')
