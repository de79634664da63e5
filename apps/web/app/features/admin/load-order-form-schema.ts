type OrderFormSchemas = typeof import('./order-form-schemas')

/** A loader of one of the order console's form schemas, for `useApiForm`. */
export function orderFormSchema<K extends keyof OrderFormSchemas>(name: K) {
  return () => import('./order-form-schemas').then((schemas) => schemas[name])
}
