// The order console's form schemas, imported only through `orderFormSchema`: zod arrives when a
// form is first focused, never with a console page's first load.
export {
  handOverRequest,
  orderNoteRequest,
  refundRequest,
  staffCancelRequest,
} from '@phiencho/contracts'
