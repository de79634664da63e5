import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { addressRoutes } from './addresses.routes.ts'
import { usersRoutes } from './users.routes.ts'

const users: FastifyPluginAsyncZod = async (app) => {
  await app.register(usersRoutes)
  await app.register(addressRoutes)
}

export default users
export { saveAddress } from './addresses.service.ts'
export { hashPassword, verifyPassword } from './password.ts'
export {
  createUser,
  endSessions,
  findUserByEmail,
  findUserById,
  getUser,
  recordLogin,
  setDisabled,
  setPassword,
  type UserRow,
} from './users.service.ts'
export { users } from './users.tables.ts'
