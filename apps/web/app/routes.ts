import { index, layout, route, type RouteConfig } from '@react-router/dev/routes'

// Every route module is its own lazy chunk (React Router splits them). Pages that other issues
// build (cart, checkout, products, news, classifieds, …) are registered by those issues.
export default [
  layout('routes/layouts/default-layout.tsx', [
    index('routes/home.tsx'),
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('my-account', 'routes/account/layout.tsx', [
      index('routes/account/profile.tsx'),
      route('change-password', 'routes/account/change-password.tsx'),
    ]),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig
