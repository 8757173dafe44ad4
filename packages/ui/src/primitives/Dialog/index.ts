export { Dialog, DialogClose } from './Dialog.tsx';
export type { DialogProps } from './Dialog.tsx';
