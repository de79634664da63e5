type FormSchemas = typeof import('./form-schemas')

/** A loader of one of the back office's form schemas, for `useApiForm`. */
export function adminFormSchema<K extends keyof FormSchemas>(name: K) {
  return () => import('./form-schemas').then((schemas) => schemas[name])
}
