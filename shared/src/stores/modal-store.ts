import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { DoubleValidation } from '../types/auth';
import type { MaintenanceInterval } from '../types/content';
import { returnFocusOnClose } from './modal-focus';

/** Props per modal (spec 2, modals and boxes). `undefined` means the modal takes none. */
export interface ModalProps {
  login: { redirect?: string } | undefined;
  register: { introducer?: string } | undefined;
  forgotPassword: undefined;
  passwordReset: { account?: string; token?: string } | undefined;
  doubleValidation: DoubleValidation;
  withdrawPasswordVerify: { account?: string } | undefined;
  firstLoginChangePassword: undefined;
  bindBankAccount: undefined;
  redEnvelope: { cash?: number | string } | undefined;
  demoGame: { gp_id?: string; gt_id?: number } | undefined;
  demoProviderGames: { gp_id: string; gt_id?: number };
  popupPromotion: undefined;
  promotionHistory: undefined;
  news: { id: number | string };
  discount: { id: number | string };
  protocol: { kind?: string } | undefined;
  serviceAgreement: undefined;
  appDownload: undefined;
  playGame: { url: string };
  memberTransferValidation: undefined;
  maintenance: { interval: MaintenanceInterval; message?: string };
  loginRequired: undefined;
}
export type ModalName = keyof ModalProps;

type OpenArgs<N extends ModalName> = undefined extends ModalProps[N]
  ? [props?: ModalProps[N]]
  : [props: ModalProps[N]];

export interface ModalState {
  open: { [N in ModalName]?: { props: ModalProps[N] } };
  openModal<N extends ModalName>(name: N, ...args: OpenArgs<N>): void;
  closeModal(name: ModalName): void;
  closeAll(): void;
}

/** The one modal store: remotes ask the host for a modal by name. */
export const modalStore = createStore<ModalState>()((set) => ({
  open: {},
  openModal: (name, ...args) => set((s) => ({ open: { ...s.open, [name]: { props: args[0] } } })),
  closeModal: (name) =>
    set((s) => {
      const { [name]: _closed, ...rest } = s.open;
      return { open: rest };
    }),
  closeAll: () => set({ open: {} }),
}));

if (typeof document !== 'undefined') returnFocusOnClose(modalStore, document);

/** Opens a modal by name (shortcut for modalStore.getState().openModal). */
export function openModal<N extends ModalName>(name: N, ...args: OpenArgs<N>): void {
  modalStore.getState().openModal(name, ...args);
}

/** Closes a modal by name. */
export function closeModal(name: ModalName): void {
  modalStore.getState().closeModal(name);
}

/** Subscribes a component to a slice of the modal state. */
export function useModalStore<U>(selector: (s: ModalState) => U): U {
  return useStore(modalStore, selector);
}
