type FormSchemas = typeof import('./form-schemas')

/** A loader of one of the auth forms' schemas, for `useApiForm`. */
export function formSchema<K extends keyof FormSchemas>(name: K) {
  return () => import('./form-schemas').then((schemas) => schemas[name])
}
